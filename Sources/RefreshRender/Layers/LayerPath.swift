/// The address of a layer in a tree: the names of the layers to descend through from the root (the root itself is
/// the empty path). At each level the first sublayer with the name is taken.
public struct LayerPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    public var names: [String]

    public init(_ names: [String]) { self.names = names }
    public init(arrayLiteral names: String...) { self.names = names }

    /// The root of the tree.
    public static let root = LayerPath([])

    /// The path one level further down.
    public func appending(_ name: String) -> LayerPath { LayerPath(names + [name]) }

    public var description: String { names.isEmpty ? "<root>" : names.joined(separator: "/") }
}
