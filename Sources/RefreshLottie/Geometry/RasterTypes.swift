import Raster

/// Raster's transform, named here so that files importing Foundation (which has a type of the same name) need
/// no qualification.
typealias AffineTransform = Raster.AffineTransform
