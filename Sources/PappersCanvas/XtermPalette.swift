/// The colours of xterm's default palette, as 0xRRGGBB: what a palette number looks like on a terminal that
/// has not changed its palette (the contrast checks measure the themes on it).
public enum XtermPalette {
    /// The eight basic colours (0 to 7) of xterm's default palette.
    public static let basic: [UInt32] = [0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5]
    private static let bright: [UInt32] = [0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF]

    /// Palette number `index` (0 to 255): the sixteen system colours, the 6 × 6 × 6 cube, the 24 greys.
    public static func rgb(_ index: UInt8) -> UInt32 {
        let index = Int(index)
        if index < 8 { return basic[index] }
        if index < 16 { return bright[index - 8] }
        if index < 232 {
            let levels: [UInt32] = [0, 95, 135, 175, 215, 255]
            let cube = index - 16
            return levels[cube / 36] << 16 | levels[cube / 6 % 6] << 8 | levels[cube % 6]
        }
        let grey = UInt32(8 + 10 * (index - 232))
        return grey << 16 | grey << 8 | grey
    }
}
