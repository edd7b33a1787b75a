/// The last picture of one key type drawn on a blank canvas: its key, and the box and pixels it left once kept.
struct KeptPicture {
    /// A `PictureKey<Key>` of the key type whose slot holds this picture (`Canvas.pictures`).
    var key: AnyObject
    var box = ScanBounds.empty
    var pixels: [UInt32]? = nil
    /// `baseUses` just after the kept pixels were last left on the canvas (drawn or copied back).
    var placedAt: Int? = nil
}

/// A key the canvas keeps (a picture's, a kept mask's or group's), boxed in a class of its type: telling whether a
/// kept key is an equal one is a class check and `==`, not a runtime cast of an existential (which, with its copy, cost
/// more than a still frame's whole drawing). The slot of a picture's key type holds only its own boxes, so a picture's
/// key is read back with an unchecked downcast.
final class PictureKey<Key> {
    let key: Key
    init(_ key: Key) { self.key = key }
}

extension PictureKey where Key: Equatable {
    /// Whether `box` holds a key of this type equal to `key`.
    static func holds(_ box: AnyObject, _ key: Key) -> Bool { (box as? PictureKey<Key>)?.key == key }
}

extension Canvas {
    /// Runs `body`, which draws a picture that `key` wholly determines (nothing else it reads changes its pixels).
    /// When the canvas is blank — cleared whole to transparent with nothing drawn since, no group open, no clip — and
    /// `key` equals that of the picture of its type drawn last on it while blank, the pixels that drawing left are
    /// copied back instead: on a blank canvas they depend on the key alone, so they are the pixels `body` would draw.
    /// A picture's pixels are kept the second time its key comes in a row, so frames that change every time copy
    /// nothing. Keys compare with `==` (a −0 and a 0 count as equal; the drawing of a key does not tell them apart).
    ///
    /// Each key type keeps its own picture, so a picture may begin with another (a frame whose still backdrop is a
    /// picture of its own): the inner one is kept while the outer changes.
    public func drawPicture<Key: Equatable>(key: Key, _ body: (Canvas) -> Void) {
        guard groups.isEmpty, clipRect == nil, isBlank else { return body(self) }
        let slot = ObjectIdentifier(Key.self)
        let same = lastPictureKey(as: Key.self) == key
        if same, let last = pictures[slot], let kept = last.pixels {
            let box = last.box
            // Nothing has used the pixels since the picture was left on them, and only a clear is owed: they are
            // still the picture's, so the clear is cancelled rather than done and undone.
            if last.placedAt == baseUses, pendingClear == box {
                pendingClear = .empty
                touched(box)
                return
            }
            // An empty picture leaves the pixels unused (a clear still owed stays owed), as drawing it would.
            if !box.isEmpty { base.paste(kept, into: box) }
            touched(box)
            pictures[slot]?.placedAt = baseUses
            return
        }
        body(self)
        guard same, groups.isEmpty else {
            pictures[slot] = KeptPicture(key: PictureKey(key))
            return
        }
        let box = drawnSinceClear
        pictures[slot] = KeptPicture(key: PictureKey(key), box: box, pixels: box.isEmpty ? [] : base.copy(box),
                                     placedAt: baseUses)
    }

    /// The key of the last picture drawn through `drawPicture` (kept or not), when it is a `Key`: a caller that can
    /// tell from it that its next picture is the same one need not work out that picture again.
    package func lastPictureKey<Key>(as type: Key.Type) -> Key? {
        guard let box = pictures[ObjectIdentifier(Key.self)]?.key else { return nil }
        return unsafeDowncast(box, to: PictureKey<Key>.self).key
    }
}
