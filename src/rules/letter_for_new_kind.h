// The FEN letter a kind gets when it joins a rule set that does not use it yet (a fairy piece of a
// problem's diagram, a PromOnly kind, a VaultingKings walk): its own letter, unless another kind holds
// it or it is an orthodox piece's (those stay the orthodox pieces' even before they are used), else the
// first free letter from Z down. None is left past about twenty fairy kinds.
#pragma once

#include <optional>
#include <string_view>

#include "pieces/piece_def.h"
#include "rules/rules.h"

namespace nightrider {

inline std::optional<char> letter_for_new_kind(const Rules& rules, PieceKind kind) {
  constexpr std::string_view orthodox_letters = "KQRBNP";
  const bool orthodox_kind = kind == PieceKind::King || kind == PieceKind::Queen || kind == PieceKind::Rook ||
                             kind == PieceKind::Bishop || kind == PieceKind::Knight ||
                             kind == PieceKind::Pawn;
  auto free = [&](char letter) {
    const std::optional<PieceKind> holder = rules.kind_for_letter(letter);
    return !(holder && *holder != kind);
  };
  const char own = builtin_piece(kind).letter;
  if (free(own) && (orthodox_kind || orthodox_letters.find(own) == std::string_view::npos)) return own;
  for (char letter = 'Z'; letter >= 'A'; --letter)
    if (free(letter) && orthodox_letters.find(letter) == std::string_view::npos) return letter;
  return std::nullopt;
}

}  // namespace nightrider
