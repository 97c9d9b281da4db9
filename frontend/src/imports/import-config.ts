import type { Intermediary, IntermediaryProductConfig } from '../../../domain/intermediary';

/** Spec 2.4: the import screen's source is the selected intermediary, source type 1, parameter tpiid. */
export const IMPORT_SOURCE_TYPE = 1;
export const RENEWAL_SOURCE_TYPE = 3;
export const TOP_LEVEL_ENTITY = 'customer';
/** The contract field the screen asks for alongside the commission uplift. */
export const COMMISSION_STRUCTURE_FIELD = 'commissionstructureid';

export interface ManualUpload {
  readonly productdefinition: number;
  readonly fileformat: number;
}

export interface ImportScreenConfig {
  readonly sourcetype: number;
  readonly sourceid: number;
  readonly parameters: { readonly tpiid: number };
  /** The first product of the intermediary that has a manual upload format, if any. */
  readonly manualUpload?: ManualUpload;
  readonly toplevelentity: typeof TOP_LEVEL_ENTITY;
  readonly esignEnabled: boolean;
  /** Products the intermediary may upload for, with their file formats, in product id order. */
  readonly products: readonly { readonly productdefinition: number; readonly config: IntermediaryProductConfig }[];
}

export function importScreenConfig(intermediary: Intermediary, esignEnabled: boolean): ImportScreenConfig {
  const products = Object.entries(intermediary.products)
    .map(([id, config]) => ({ productdefinition: Number(id), config }))
    .sort((a, b) => a.productdefinition - b.productdefinition);
  const manual = products.find((product) => product.config.manualuploadformat !== undefined);
  return {
    sourcetype: IMPORT_SOURCE_TYPE,
    sourceid: intermediary.id,
    parameters: { tpiid: intermediary.id },
    manualUpload: manual && { productdefinition: manual.productdefinition, fileformat: manual.config.manualuploadformat! },
    toplevelentity: TOP_LEVEL_ENTITY,
    esignEnabled,
    products,
  };
}

/** Commission fields (uplift, commission structure) per the product's configuration. */
export function commissionAccess(config: ImportScreenConfig, productdefinition: number): { show: boolean; edit: boolean } {
  const product = config.products.find((p) => p.productdefinition === productdefinition)?.config;
  return { show: Boolean(product?.showthirdpartycosts), edit: Boolean(product?.showthirdpartycosts && product.editthirdpartycosts) };
}
