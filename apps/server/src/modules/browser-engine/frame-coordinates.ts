/** The parts of CDP's Page.ScreencastFrameMetadata that place a frame on the page. */
export interface FrameMetadata {
  deviceWidth: number;
  deviceHeight: number;
  offsetTop: number;
}

/**
 * Maps a point given as fractions of the drawn frame to the page's CSS pixels, the space
 * Input.dispatchMouseEvent expects. The viewer may draw the frame at any size, so it sends
 * fractions and the mapping uses the metadata of the frame it last drew.
 */
export function frameToPage(point: { x: number; y: number }, frame: FrameMetadata): { x: number; y: number } {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max - 1, 0));
  return {
    x: clamp(point.x * frame.deviceWidth, frame.deviceWidth),
    y: clamp(point.y * frame.deviceHeight - frame.offsetTop, frame.deviceHeight),
  };
}
