// April (Popeye `Circe April`, `AntiCirce Super April`, and `AprilChess` = `Circe Super April`, each
// followed by piece codes): the rebirth applies only to units of the listed walks: under Circe the
// captured unit is reborn only if its walk is listed (else it simply leaves the board), under AntiCirce
// the capturer only if its walk (after a promotion) is listed (else it stays where it took).
#pragma once

#include <array>
#include <string>

#include "core/types.h"

namespace nightrider::conditions {

struct AprilWalks {
  bool restricted = false;  // the word April was given
  std::array<bool, kPieceKindCount> listed{};
  // Does the rebirth apply to a unit of kind `kind`?
  bool applies_to(PieceKind kind) const { return !restricted || listed[static_cast<size_t>(kind)]; }
  bool any_listed() const {
    for (bool l : listed)
      if (l) return true;
    return false;
  }
  // Reads one word of a condition's arguments (any case): `April`, or a piece code after it. False if
  // the word is neither.
  bool read(const std::string& word);

 private:
  bool reading_ = false;
};

}  // namespace nightrider::conditions
