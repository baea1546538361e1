#include "conditions/circe/circe.h"

#include <memory>
#include <stdexcept>

#include "conditions/circe/super_circe.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

std::optional<Square> circe_rebirth_square(Piece captured, Square capture, bool kings) {
  const bool white = captured.colour() == Colour::White;
  const int home = white ? 0 : 7;
  // Rook, knight and bishop: of the two files of their game array, the one whose square on the home
  // rank has the colour of the capture square.
  auto game_array = [&](int file_a, int file_b) {
    const bool dark = (capture.file() + capture.rank()) % 2 == 0;
    return Square((file_a + home) % 2 == 0 ? (dark ? file_a : file_b) : (dark ? file_b : file_a), home);
  };
  switch (captured.kind()) {
    case PieceKind::King:
      return kings ? std::optional<Square>(Square(4, home)) : std::nullopt;
    case PieceKind::Queen:
      return Square(3, home);
    case PieceKind::Rook:
      return game_array(0, 7);
    case PieceKind::Knight:
      return game_array(1, 6);
    case PieceKind::Bishop:
      return game_array(2, 5);
    case PieceKind::Pawn:
      return Square(capture.file(), white ? 1 : 6);
    default:
      return Square(capture.file(), white ? 7 : 0);
  }
}

void Circe::after_move(Position& pos, const Rules&, const Move&) const {
  // The units the move's primary action took (the effects before the side effects).
  const auto all = pos.last_effects();
  const size_t primary = all.size() - pos.last_side_effects().size();
  for (size_t i = 0; i < primary; ++i) {
    const Effect e = pos.last_effects()[i];  // (a copy: adding below may move the journal)
    if (e.kind != EffectKind::Remove || !e.piece.is_unit()) continue;
    const std::optional<Square> rebirth = circe_rebirth_square(e.piece, e.from);
    if (!rebirth || !pos.at(*rebirth).is_empty()) continue;
    pos.add(*rebirth, e.piece, EffectReason::Rebirth);
    // A rook reborn on its corner may castle with its king, if the king keeps its right.
    const Square king_home(4, rebirth->rank());
    if (e.piece.kind() == PieceKind::Rook && (rebirth->file() == 0 || rebirth->file() == 7) &&
        pos.at(king_home) == Piece(PieceKind::King, e.piece.colour()) && pos.has_right(king_home))
      pos.grant_right(*rebirth);
  }
}

void apply_circe(Rules& rules, const std::vector<std::string>& arguments) {
  bool super = false, strict = false;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "super")
      super = true;
    else if (word == "strict")
      strict = true;
    else if (word != "relaxed" && word != "rexexclusive")
      throw std::invalid_argument("Circe " + a + " is not supported yet");
  }
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("Circe needs the 8x8 board");
  if (super) {
    apply_super_circe(rules, strict);
    return;
  }
  if (strict) throw std::invalid_argument("Circe Strict is not supported yet");
  rules.add_module(std::make_unique<Circe>());
}

}  // namespace nightrider::conditions
