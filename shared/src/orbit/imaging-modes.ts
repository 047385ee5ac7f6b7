/** Imaging modes (docs/requirements.md §3 img_mode codes, §9 swath widths): the constellation table of shared/domain. */
export {
  IMAGING_MODES,
  IMAGING_MODE_ORDER,
  imagingMode,
  type ImagingMode,
  type ImagingModeCode,
} from '../domain/constellation';
