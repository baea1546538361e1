// Magnetic Chess and Anti-Magnetic Chess (J. P. Neto & C. Chaunier): orthodox moves followed by a
// magnetic field (variants/common/magnetic_field.h), no check, and the game is won by capturing the king
// (RULES.md A1-A6).
#include <memory>

#include "conditions/royal/king_capture.h"
#include "variants/common/castling.h"
#include "variants/common/draw_rules.h"
#include "variants/common/magnetic_field.h"
#include "variants/magnetic_bitboard.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

std::shared_ptr<Rules> make_field_variant(const char* name, const char* description, FieldSense sense) {
  auto rules = std::make_shared<Rules>(name, std::make_shared<Geometry>(8, 8));
  rules->set_description(description);
  use_orthodox_army(*rules);
  RuleParams& params = rules->params();
  params.double_step_ranks = (1u << 0) | (1u << 1);  // a pawn on its first or second rank may step twice
  params.en_passant = false;
  params.castling_through_check = true;  // A2: attacked squares do not matter
  params.royal_capture = true;
  params.no_moves_reason = "no legal move";  // A4: a draw
  rules->add_module(std::make_unique<Castling>());
  const ChoiceSlot field_choice = rules->reserve_choice("the magnetic field", MagneticField::kChoiceBits);
  rules->add_module(std::make_unique<MagneticField>(sense, field_choice));
  rules->add_module(std::make_unique<KingCaptureGoal>());
  rules->claim("check", name);  // there is none: the king is taken
  // Fifty moves and repetition as in FIDE; "insufficient material" is about mating, which does not exist
  // here.
  rules->add_module(std::make_unique<DrawRules>(false));
  rules->set_start_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  // Perft on bitboards (variants/magnetic_bitboard.h); the tests check it against the general path.
  rules->set_fast_perft(sense == FieldSense::UnlikeAttract ? &magnetic_bitboard::perft_magnetic
                                                           : &magnetic_bitboard::perft_antimagnetic);
  return rules;
}

}  // namespace

std::shared_ptr<Rules> make_magnetic() {
  return make_field_variant("magnetic",
                            "Magnetic Chess: unlike units attract, like units repel; capture the king",
                            FieldSense::UnlikeAttract);
}

std::shared_ptr<Rules> make_antimagnetic() {
  return make_field_variant("antimagnetic",
                            "Anti-Magnetic Chess: like units attract, unlike units repel; capture the king",
                            FieldSense::LikeAttract);
}

}  // namespace nightrider
