/// The version of this program, as `CHANGELOG.md` names its releases.
enum PappersVersion {
    static let current = "1.1.0"
}
