#include "conditions/circe/april.h"

#include <algorithm>
#include <cctype>

#include "pieces/piece_def.h"

namespace nightrider::conditions {

bool AprilWalks::read(const std::string& word) {
  std::string code = word;
  std::transform(code.begin(), code.end(), code.begin(), [](unsigned char c) { return std::toupper(c); });
  if (code == "APRIL") {
    restricted = reading_ = true;
    return true;
  }
  if (!reading_) return false;
  // (A walk code is one or two characters; the variant words are longer.)
  if (code.size() <= 2) {
    if (const std::optional<PieceKind> kind = kind_for_popeye_code(code)) {
      listed[static_cast<size_t>(*kind)] = true;
      return true;
    }
  }
  reading_ = false;
  return false;
}

}  // namespace nightrider::conditions
