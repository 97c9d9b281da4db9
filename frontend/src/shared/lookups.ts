import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/client';
import type { ProductDefinitions } from '../shell/menu';

/** Product definitions (a map by id); while they fail to load, features that depend on them stay hidden. */
export const useProductDefinitions = () =>
  useQuery({ queryKey: ['lookups', 'productdefinition'], queryFn: () => apiGet<ProductDefinitions>('/lookups/productdefinition') });
