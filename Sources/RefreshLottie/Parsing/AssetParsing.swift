import Foundation
import Raster

extension JSONNode {
    /// The `assets` list: precompositions (with `layers`) and images (with `p`). Images are embedded as
    /// `data:image/png;base64,…` or files `u` + `p` inside the file's folder or container (`files`); only PNG is
    /// decoded.
    func assets(_ context: inout ParseContext, files: AssetFiles)
        throws(LottieError) -> (precomps: [String: [Layer]], images: [String: ImageAsset]) {
        var precomps: [String: [Layer]] = [:], images: [String: ImageAsset] = [:]
        var pixels = 0
        for node in try array() {
            let id = try node.required("id", "the asset's id").string()
            if let layers = node.field("layers") {
                precomps[id] = try context.nested(at: layers.path) { c throws(LottieError) in try layers.layers(&c) }
            } else if node.field("p") != nil {
                images[id] = try node.imageAsset(files: files, pixels: &pixels)
            }
        }
        return (precomps, images)
    }

    /// The image, decoded only when its pixels (read from its PNG header) and those of the images decoded before it
    /// (`pixels`, added to) are at most `LottieLimits.maxImagePixels`.
    private func imageAsset(files: AssetFiles, pixels: inout Int) throws(LottieError) -> ImageAsset {
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
            let directory = try string("u", default: "")
            do throws(AssetRefusal) {
                bytes = try files.read(directory: directory, name: name, limit: LottieLimits.maxFileBytes)
            } catch {
                switch error {
                case .outside(let reason): throw .imageOutsideFolder(path: p.path, reason: reason)
                case .unreadable(let reason): throw .unreadableImage(path: p.path, reason: reason)
                }
            }
        }
        if let (width, height) = Self.pngSize(bytes) {
            pixels += width * height
            guard pixels <= LottieLimits.maxImagePixels else {
                throw .limitExceeded(path: p.path, what: "\(pixels) pixels of images in the composition with this one's \(width)×\(height)",
                                     limit: "\(LottieLimits.maxImagePixels) pixels")
            }
        }
        let image: Image
        do { image = try Image(pngData: bytes) } catch {
            throw .unreadableImage(path: p.path, reason: "not a PNG the decoder accepts (\(error))")
        }
        return ImageAsset(image: image, size: Point(x: try number("w", default: Double(image.width), in: sides),
                                                    y: try number("h", default: Double(image.height), in: sides)))
    }

    /// The width and height a PNG's header (its IHDR chunk) states; nil when `bytes` do not start as a PNG does (the
    /// decoder then refuses them).
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], ihdr: [UInt8] = [0x49, 0x48, 0x44, 0x52]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == ihdr else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
