"""What one seat's table shows and says, worked out without Qt: the piles and their faces,
the moves a drop or a click stands for, and the game told in words."""
