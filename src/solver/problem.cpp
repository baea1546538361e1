// The problem model's one helper: the name of a board square.
#include "solver/problem.h"

namespace nightrider::solver {

std::string square_name(BoardSquare s) {
  std::string name;
  name += static_cast<char>('a' + s.file);
  name += static_cast<char>('1' + s.rank);
  return name;
}

}  // namespace nightrider::solver
