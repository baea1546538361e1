// Orthodox chess: FIDE rules on the 8x8 board. Positions of this variant may use the bitboard fast path.
#include <memory>

#include "variants/chess_bitboard.h"
#include "variants/common/castling.h"
#include "variants/common/draw_rules.h"
#include "variants/variants.h"

namespace nightrider {

// The orthodox army; shared by the variants that keep it.
void use_orthodox_army(Rules& rules) {
  rules.use_pieces({{PieceKind::King, 'K'},
                    {PieceKind::Queen, 'Q'},
                    {PieceKind::Rook, 'R'},
                    {PieceKind::Bishop, 'B'},
                    {PieceKind::Knight, 'N'},
                    {PieceKind::Pawn, 'P'}});
  rules.params().promotion_kinds = {PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight};
}

namespace {

// The orthodox fast path: the bitboard board counts the tree of any legal orthodox position. It knows
// no unit attributes (a royal bishop, a kamikaze rook …: FEN marks, docs/conditions.md) nor neutral
// units (FEN's "Q="), and castles only
// from e1 and e8, where the rules castle a king with its right from anywhere on its first rank (as the
// FEN reader allows): such positions go through the rules.
std::optional<uint64_t> chess_fast_perft(const Rules& rules, const Position& pos, int depth) {
  if (!pos.underworld().empty() || pos.has_hole()) return std::nullopt;
  for (int rank = 0; rank < 8; ++rank)
    for (int file = 0; file < 8; ++file)
      if (const Piece p = pos.at(Square(file, rank)); p.attributes() != 0 || p.colour() == Colour::Neutral)
        return std::nullopt;
  for (const Colour side : {Colour::White, Colour::Black}) {
    const Square king = pos.king(side);
    if (king.is_some() && pos.has_right(king) && king.file() != 4) return std::nullopt;
  }
  bitboard::Board board(bitboard::setup_of(rules, pos));
  return bitboard::perft(board, depth);
}

}  // namespace

std::shared_ptr<Rules> make_chess() {
  auto rules = std::make_shared<Rules>("chess", std::make_shared<Geometry>(8, 8));
  rules->set_description("orthodox chess (FIDE rules)");
  use_orthodox_army(*rules);
  rules->add_module(std::make_unique<Castling>());
  rules->add_module(std::make_unique<DrawRules>());
  rules->set_start_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  rules->params().pawns_on_first_rank = false;
  rules->set_fast_perft(&chess_fast_perft);
  return rules;
}

}  // namespace nightrider
