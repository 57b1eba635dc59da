/**
 * The widths (px) the server renders stored images at (GET /img/{width}/{bucket}/{key}) and the
 * web app lists in its srcsets. One list for both, so a srcset never asks for a width that is refused.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (value: number): value is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(value);
