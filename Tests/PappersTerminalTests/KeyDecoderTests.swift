import PappersCanvas
@testable import PappersTerminal
import Testing

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        (UInt32(0x0D), Key.enter), (0x0A, .enter), (0x09, .tab), (0x1B, .escape), (0x7F, .backspace),
        (0x08, .backspace), (0x20, .space), (0x61, .character("a")), (0x51, .character("Q")),
        (0xE9, .character("é")), (0xC7, .character("Ç")), (0xB7, .character("·")), (0x20AC, .character("€")),
        (0x6771, .character("東")), (0x1F600, .character("😀")),
        (0x03, .other(3)), (0x00, .other(0)), (0x1C, .other(0x1C)), (0x85, .other(0x85)), (0x9B, .other(0x9B)),
        (0x200E, .other(0x200E)), (0xE000, .other(0xE000)), (0xD800, .other(0xD800)),
    ])
    func characters(value: UInt32, key: Key) {
        #expect(KeyDecoder.decode(value, isFunctionKey: false) == key)
    }

    // Codes as ncurses 6 defines them (octal in <curses.h>), written out so that a wrong constant shows.
    @Test(arguments: [
        (Int32(0o527), Key.enter), (0o407, .backspace), (0o512, .delete), (0o541, .backTab),
        (0o403, .up), (0o402, .down), (0o404, .left), (0o405, .right),
        (0o406, .home), (0o550, .end), (0o523, .pageUp), (0o522, .pageDown),
        (0o534, .home), (0o537, .end), (0o535, .pageUp), (0o540, .pageDown),  // keypad corners
        (0o552, .home), (0o601, .end),  // Find and Select
        (0o411, .function(1)), (0o415, .function(5)), (0o424, .function(12)), (0o425, .other(0o425)),
        (0o632, .resize), (0o513, .other(0o513)), (0o536, .other(0o536)),
    ])
    func functionKeys(code: Int32, key: Key) {
        #expect(KeyDecoder.decode(UInt32(code), isFunctionKey: true) == key)
    }

    @Test func theSameValueIsACharacterOrAFunctionKeyByStatus() {
        // 0o403 is KEY_UP as a function key, and "ă" (U+0103) as a character.
        #expect(KeyDecoder.decode(0o403, isFunctionKey: true) == .up)
        #expect(KeyDecoder.decode(0o403, isFunctionKey: false) == .character("ă"))
    }
}
