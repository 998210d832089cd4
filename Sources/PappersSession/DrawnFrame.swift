import PappersApp

/// What a frame was drawn from: the model and the instant. Drawing the same model at a later instant draws the
/// same frame until one of its screens is due to change (`AppModel.nextChange(after:)`), so a wake-up that
/// changes nothing (the journal's heartbeat, another seat's event) need not draw again.
struct DrawnFrame {
    let model: AppModel
    let at: Int

    /// Whether `model` at `now` would be drawn as this frame was.
    func stillShows(_ model: AppModel, at now: Int) -> Bool {
        self.model == model && (model.nextChange(after: at).map { $0 > now } ?? true)
    }
}
