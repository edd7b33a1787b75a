import Foundation
import Raster

extension JSONNode {
    /// The `assets` list: precompositions (with `layers`) and images (with `p`). Images are embedded as
    /// `data:image/…;base64,…` or files `u` + `p` inside the file's folder or container (`files`); PNG and JPEG are
    /// decoded, told apart by their first bytes.
    func assets(_ context: inout ParseContext, files: AssetFiles)
        throws(LottieError) -> (precomps: [String: [Layer]], images: [String: ImageAsset]) {
        var precomps: [String: [Layer]] = [:], images: [String: ImageAsset] = [:]
        var pixels = 0
        for node in try array() {
            let id = try node.required("id", "the asset's id").string()
            if let layers = node.field("layers") {
                precomps[id] = try context.nested(at: layers.path) { c throws(LottieError) in try layers.layers(&c) }
            } else if node.field("p") != nil {
                images[id] = try node.imageAsset(id: id, files: files, pixels: &pixels, &context)
            }
        }
        return (precomps, images)
    }

    /// The image, decoded only when its pixels (read from its header) and those of the images decoded before it
    /// (`pixels`, added to) are at most `LottieLimits.maxImagePixels`. An image that is missing or does not decode
    /// is drawn as nothing, with a warning naming the asset and its file, as rlottie and ThorVG draw the
    /// file without it; a path out of the folder or container, and a limit passed, still refuse the file.
    private func imageAsset(id: String, files: AssetFiles, pixels: inout Int, _ context: inout ParseContext)
        throws(LottieError) -> ImageAsset {
        let sides = 0...LottieLimits.maxSide
        let p = try required("p", "the image's file name or data URL")
        let name = try p.string()
        let directory = name.hasPrefix("data:") ? "" : try string("u", default: "", &context)
        let image: Image?
        do throws(AssetRefusal) {
            image = try decodedImage(name: name, directory: directory, files: files, pixels: &pixels)
        } catch {
            switch error {
            case .outside(let reason): throw .imageOutsideFolder(path: p.path, reason: reason)
            case .tooLarge(let what): throw .limitExceeded(path: p.path, what: what, limit: "\(LottieLimits.maxFileBytes) bytes")
            case .refused(let refusal): throw refusal
            case .unreadable(let reason):
                let shown = name.hasPrefix("data:") ? "the embedded image" : directory + name
                let layer = context.layer
                context.layer = "\"\(id)\" (\(path))"
                context.warn("unreadable image", at: p.path,
                             "image asset \"\(id)\" (\(shown)) is not drawn: \(reason); the players draw the file without it")
                context.layer = layer
                image = nil
            }
        }
        return ImageAsset(image: image, size: Point(x: try number("w", default: Double(image?.width ?? 0), in: sides),
                                                    y: try number("h", default: Double(image?.height ?? 0), in: sides)))
    }

    /// The image's bytes read (embedded, or from `files`) and decoded once its pixels fit the composition's budget.
    private func decodedImage(name: String, directory: String, files: AssetFiles, pixels: inout Int) throws(AssetRefusal) -> Image {
        let bytes: [UInt8]
        if name.hasPrefix("data:") {
            guard let comma = name.firstIndex(of: ","), name[..<comma].hasSuffix(";base64") else {
                throw .unreadable("a data URL must be base64 (data:image/png;base64,…)")
            }
            guard let data = Data(base64Encoded: String(name[name.index(after: comma)...]), options: .ignoreUnknownCharacters) else {
                throw .unreadable("the base64 data does not decode")
            }
            bytes = [UInt8](data)
        } else {
            bytes = try files.read(directory: directory, name: name, limit: LottieLimits.maxFileBytes)
        }
        let isJPEG = bytes.starts(with: [0xFF, 0xD8, 0xFF])
        // The size a header states is what its decoder allocates: checked here first. Bytes with no readable header
        // are refused by the decoder, before it allocates anything.
        if let (width, height) = isJPEG ? Image.jpegSize(bytes) : Self.pngSize(bytes) {
            let at = path + ".p"
            guard width <= Image.maxDimension, height <= Image.maxDimension else {
                throw .refused(.limitExceeded(path: at, what: "a \(width)×\(height) image", limit: "\(Image.maxDimension) pixels a side"))
            }
            pixels += width * height
            guard pixels <= LottieLimits.maxImagePixels else {
                throw .refused(.limitExceeded(path: at, what: "\(pixels) pixels of images in the composition with this one's \(width)×\(height)",
                                              limit: "\(LottieLimits.maxImagePixels) pixels"))
            }
        }
        if isJPEG {
            do { return try Image(jpegData: bytes) } catch { throw .unreadable("not a JPEG the decoder accepts (\(error))") }
        }
        do { return try Image(pngData: bytes) } catch { throw .unreadable("neither a JPEG nor a PNG the decoder accepts (\(error))") }
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
