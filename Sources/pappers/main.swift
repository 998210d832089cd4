print("pappers")
