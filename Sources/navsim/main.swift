print("navsim")
