import ArgumentParser
import PappersCanvas

/// Options of the commands that open the full screen (home, play, continue, replay).
struct ScreenOptions: ParsableArguments {
    @Option(name: .customLong("colour"), help: ArgumentHelp(
        "Colours: auto (detect: COLORTERM, terminfo, NO_COLOR), truecolor, 256, 8 or none (default: the Colour setting, auto).",
        valueName: "DEPTH"))
    var colour: ColourChoice?
}

extension ColourChoice: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }

    public static var allValueStrings: [String] { ["auto", "truecolor", "256", "8", "none"] }
}
