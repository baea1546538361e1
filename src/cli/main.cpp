#include <iostream>

#include "notation/fen.h"
#include "search/perft.h"
#include "variants/variants.h"

int main(int argc, char** argv) {
  using namespace nightrider;
  auto rules = make_variant("chess");
  Position pos = start_position(*rules);
  const int depth = argc > 1 ? std::atoi(argv[1]) : 4;
  std::cout << perft(*rules, pos, depth) << "\n";
}
