/// Which rows of a long list fit on screen so that the cursor stays visible.
enum ScrollWindow {
    /// The first row to show of `count` rows in `height` lines with the cursor on `cursor`, keeping a row of
    /// context above and below when possible.
    static func first(count: Int, height: Int, cursor: Int) -> Int {
        guard count > height, height > 0 else { return 0 }
        let wanted = cursor - height / 2
        return max(0, min(count - height, wanted))
    }
}
