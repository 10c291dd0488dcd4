// NavUI: placeholder, replaced as the layer is built.
