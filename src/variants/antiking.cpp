// Anti-King Chess I and II (Peter Aronson, 2002; RULES.md A14-A19 and Part B section 3). Each side has
// a king and an anti-king: the king must never stand attacked, the anti-king must always stand attacked
// by an enemy unit. The royal rules are the modules of variants/common/anti_king.h; this file only
// assembles the armies, the pawns and the start positions, and hands perft to the bitboard board of
// variants/antiking_fast.h.
#include <memory>

#include "variants/antiking_fast.h"
#include "variants/common/anti_king.h"
#include "variants/common/castling.h"
#include "variants/common/draw_rules.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

// What both games share: the anti-king, royal units that are never captured, and the royal rules.
void add_anti_king_rules(Rules& rules) {
  rules.use_piece(PieceKind::AntiKing, 'A');
  rules.params().royal_capture = false;
  rules.add_module(std::make_unique<AntiKingRoyalty>());
  // FIDE's insufficient-material draw does not carry over: a side without non-royal units can never
  // attack the enemy anti-king, so the material count alone says nothing about mate.
  rules.add_module(std::make_unique<DrawRules>(/*insufficient_material=*/false));
}

}  // namespace

std::shared_ptr<Rules> make_antiking1() {
  auto rules = std::make_shared<Rules>("antiking1", std::make_shared<Geometry>(8, 8));
  rules->set_description("Anti-King Chess I: king and anti-king, Berolina pawns, royal knight leaps");
  rules->use_pieces({{PieceKind::King, 'K'},
                     {PieceKind::Queen, 'Q'},
                     {PieceKind::Rook, 'R'},
                     {PieceKind::Bishop, 'B'},
                     {PieceKind::Knight, 'N'},
                     {PieceKind::BerolinaPawn, 'P'}});
  RuleParams& params = rules->params();
  params.promotion_kinds = {PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight};
  params.double_step_ranks = 0;  // A18: no double step
  params.en_passant = false;     // A18: no en passant
  add_anti_king_rules(*rules);
  rules->add_module(std::make_unique<RoyalKnightLeaps>());  // instead of castling
  rules->set_rights_notation(RightsNotation::RoyalLeaps);
  rules->set_start_fen("2prbkqA/2p1nnbr/2pppppp/8/8/PPPPPP2/RBNN1P2/aQKBRP2 w KAka - 0 1");
  rules->set_fast_perft(&anti_king_fast_perft);
  return rules;
}

std::shared_ptr<Rules> make_antiking2() {
  auto rules = std::make_shared<Rules>("antiking2", std::make_shared<Geometry>(8, 8));
  rules->set_description("Anti-King Chess II: the orthodox army plus an anti-king each");
  use_orthodox_army(*rules);
  add_anti_king_rules(*rules);
  rules->add_module(std::make_unique<Castling>());
  rules->set_rights_notation(RightsNotation::Castling);
  rules->set_start_fen("rnbqkbnr/pppppppp/3A4/8/8/3a4/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  rules->set_fast_perft(&anti_king_fast_perft);
  return rules;
}

}  // namespace nightrider
