/**
 * The fill handle on the range's bottom-right cell: dragged down or across it fills the cells it passes (the table
 * handles the drag). Hidden from assistive technology: Ctrl+D and Ctrl+R do the same from the keyboard.
 */
export function FillHandle({ className }: { className: string }) {
  return (
    <span aria-hidden data-fill-handle="" className={className} title="拖动填充 (Ctrl+D 向下, Ctrl+R 向右)" />
  )
}
