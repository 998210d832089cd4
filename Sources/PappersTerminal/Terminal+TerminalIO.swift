import PappersCanvas

/// The real terminal is what the run loops (`PappersSession`) draw on and read from.
extension Terminal: TerminalIO {}
