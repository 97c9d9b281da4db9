import { SOURCE_TYPE } from '../../../domain/import/source';
import { thirdPartyCostAccess, type Intermediary, type IntermediaryProductConfig, type ThirdPartyCostAccess } from '../../../domain/intermediary';

export const TOP_LEVEL_ENTITY = 'customer';

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
    sourcetype: SOURCE_TYPE.intermediary,
    sourceid: intermediary.id,
    parameters: { tpiid: intermediary.id },
    manualUpload: manual && { productdefinition: manual.productdefinition, fileformat: manual.config.manualuploadformat! },
    toplevelentity: TOP_LEVEL_ENTITY,
    esignEnabled,
    products,
  };
}

/** Commission fields (uplift, commission structure) per the product's configuration, as the server applies it. */
export const commissionAccess = (config: ImportScreenConfig, productdefinition: number): ThirdPartyCostAccess =>
  thirdPartyCostAccess(config.products.find((p) => p.productdefinition === productdefinition)?.config);
