print("raster-bench")
