// Rococo as vchess plays it (seed 004; RULES.md A7-A13 and Part B section 2): a 10x10 board whose outer
// ring can only be reached by capturing, pieces that capture in unusual ways (pieces/rococo/), checkmate
// as in chess. This file assembles the pieces and adds the two rules that are not a piece's walk: check
// as the Rococo pieces define it, and the ban on swapping straight back.
#include "pieces/rococo/rococo.h"

#include <memory>

#include "variants/common/draw_rules.h"
#include "variants/rococo_fast.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

// Check: a non-frozen enemy unit could take the king by its own method (Part B 2.4). The generic
// board scan would find the same attacks; looking out from the king is much faster.
class RococoCheck final : public RuleModule {
 public:
  const char* name() const override { return "rococo check"; }
  unsigned hooks() const override { return kHookCheck; }
  std::optional<bool> in_check(const Position& pos, const Rules&, Colour c) const override {
    return rococo::king_in_check(pos, c);
  }
};

// A11: a swap between the same two squares as the swap the opponent has just played is illegal (it
// would undo it). The swap just played is the position's move marker, so it is part of the hash (two
// positions that differ only by the ban are different positions); a FEN cannot say it, so a position
// read from a FEN has no ban.
class SwapBackBan final : public RuleModule {
 public:
  const char* name() const override { return "swap-back ban"; }
  unsigned hooks() const override { return kHookFilter | kHookAfterMove; }
  void after_move(Position& pos, const Rules&, const Move& m) const override {
    if (rococo::is_swap(m)) pos.set_move_marker(rococo::swap_marker(m));
  }
  bool admits(const Position& pos, const Rules&, const Move& m) const override {
    return !(rococo::is_swap(m) && pos.move_marker() == rococo::swap_marker(m));
  }
};

}  // namespace

std::shared_ptr<Rules> make_rococo() {
  auto geometry = std::make_shared<Geometry>(10, 10);
  geometry->mark_edge_ring();  // A8b: files a and j, ranks 1 and 10
  auto rules = std::make_shared<Rules>("rococo", geometry);
  rules->set_description("Rococo: 10x10 with an edge ring, capturing pieces from Baroque chess");
  rules->use_pieces({{PieceKind::King, 'K', &rococo::kKingWalk},
                     {PieceKind::PushmePullyu, 'Q', &rococo::kPushmePullyuWalk},
                     {PieceKind::Swapper, 'R', &rococo::kSwapperWalk},
                     {PieceKind::LongLeaper, 'N', &rococo::kLongLeaperWalk},
                     {PieceKind::Chameleon, 'B', &rococo::kChameleonWalk},
                     {PieceKind::Immobilizer, 'M', &rococo::kImmobilizerWalk},
                     {PieceKind::CannonPawn, 'P', &rococo::kCannonPawnWalk}});
  RuleParams& params = rules->params();
  params.promotion_kinds.clear();  // A13: no promotion, no double step, no en passant
  params.double_step_ranks = 0;
  params.en_passant = false;
  params.royal_capture = false;
  rules->set_rights_notation(RightsNotation::None);  // no castling
  rules->add_module(std::make_unique<RococoCheck>());
  rules->add_module(std::make_unique<SwapBackBan>());
  rules->claim("the move marker", "Rococo");  // (the swap just played)
  rules->add_module(std::make_unique<DrawRules>());
  rules->set_fast_perft(&rococo_fast_perft);
  rules->set_start_fen("10/1rqnbknqm1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1MQNBKNQR1/10 w - - 0 1");
  return rules;
}

}  // namespace nightrider
