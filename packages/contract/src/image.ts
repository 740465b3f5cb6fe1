import { z } from 'zod';

/** The image sizes the spec names (pin-card-and-saving.md §9), smallest first. */
export const IMAGE_SPECS = ['136x136', '170x', '236x', '474x', '564x', '736x', 'orig'] as const;
export type ImageSpec = (typeof IMAGE_SPECS)[number];

export const ImageVariant = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageVariant = z.infer<typeof ImageVariant>;

export const Images = z.record(z.enum(IMAGE_SPECS), ImageVariant);
export type Images = z.infer<typeof Images>;

/**
 * Board cover sizes (pin-card-and-saving §3 "Board"): 222 wide at the pin's own proportions, and
 * the 400x300 and 216x146 crops a board tile shows. Made by the upload pipeline beside
 * IMAGE_SPECS for every image; kept apart from them because a pin never shows them.
 */
export const BOARD_COVER_SPECS = ['222x', '400x300', '216x146'] as const;
export type BoardCoverSpec = (typeof BOARD_COVER_SPECS)[number];
export const BoardCoverImages = z.record(z.enum(BOARD_COVER_SPECS), ImageVariant);
export type BoardCoverImages = z.infer<typeof BoardCoverImages>;

export const HexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour');

export const UploadedImage = z.object({
  imageSignature: z.string().regex(/^[0-9a-f]{32,64}$/),
  width: z.number().int(),
  height: z.number().int(),
  dominantColor: HexColor,
  images: Images,
});
export type UploadedImage = z.infer<typeof UploadedImage>;
