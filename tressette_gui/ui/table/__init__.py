"""The table: card images and items, where cards go, table states and steps, the
animation director, the scene, the view, the hot-seat cover and the pile choice."""
