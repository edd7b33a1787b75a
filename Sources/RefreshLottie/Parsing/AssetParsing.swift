import Foundation
import Raster

extension JSONNode {
    /// The `assets` list: precompositions (with `layers`) and images (with `p`). Images are embedded as
    /// `data:image/png;base64,…` or files `u` + `p` relative to `baseURL`; only PNG is decoded.
    func assets(_ context: inout ParseContext, baseURL: URL?)
        throws(LottieError) -> (precomps: [String: [Layer]], images: [String: ImageAsset]) {
        var precomps: [String: [Layer]] = [:], images: [String: ImageAsset] = [:]
        for node in try array() {
            let id = try node.required("id", "the asset's id").string()
            if let layers = node.field("layers") {
                precomps[id] = try context.nested(at: layers.path) { c throws(LottieError) in try layers.layers(&c) }
            } else if node.field("p") != nil {
                images[id] = try node.imageAsset(baseURL: baseURL)
            }
        }
        return (precomps, images)
    }

    private func imageAsset(baseURL: URL?) throws(LottieError) -> ImageAsset {
        let sides = 0...LottieLimits.maxSide
        let p = try required("p", "the image's file name or data URL")
        let name = try p.string()
        let bytes: [UInt8]
        if name.hasPrefix("data:") {
            guard let comma = name.firstIndex(of: ","), name[..<comma].hasSuffix(";base64") else {
                throw .unreadableImage(path: p.path, reason: "a data URL must be base64 (data:image/png;base64,…)")
            }
            guard let data = Data(base64Encoded: String(name[name.index(after: comma)...]), options: .ignoreUnknownCharacters) else {
                throw .unreadableImage(path: p.path, reason: "the base64 data does not decode")
            }
            bytes = [UInt8](data)
        } else {
            guard let baseURL else {
                throw .unreadableImage(path: p.path, reason: "the image is a file, and the animation was loaded without a base folder")
            }
            let url = baseURL.appendingPathComponent(try string("u", default: "")).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw .unreadableImage(path: p.path, reason: "cannot read \(url.path)")
            }
            bytes = [UInt8](data)
        }
        let image: Image
        do { image = try Image(pngData: bytes) } catch {
            throw .unreadableImage(path: p.path, reason: "not a PNG the decoder accepts (\(error))")
        }
        return ImageAsset(image: image, size: Point(x: try number("w", default: Double(image.width), in: sides),
                                                    y: try number("h", default: Double(image.height), in: sides)))
    }
}
