// NavModel: placeholder, replaced as the layer is built.
