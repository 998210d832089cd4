import Foundation
import PackagePlugin

/// Builds the JSON files of `wordpacks/` into the program, so that a binary copied alone still has its packs,
/// and the related-words tables beside them (`wordpacks/related/*.txt`).
///
/// The packs stay plain JSON files in the repository (the place contributors edit); this plugin hands them to
/// `PackEmbedder`, which writes one Swift source holding their text.
@main
struct EmbedWordPacks: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL.appending(path: "wordpacks")
        let files = try packFiles(under: root)
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInPackFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) word packs and tables",
                executable: try context.tool(named: "PackEmbedder").url,
                arguments: [output.path, root.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            ),
        ]
    }

    private func packFiles(under root: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "json" || $0.pathExtension == "txt" }
            .sorted { $0.path < $1.path }
    }
}
