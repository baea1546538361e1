#include "solver/problem_setup.h"

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string_view>
#include <utility>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "pieces/locust.h"
#include "rules/letter_for_new_kind.h"
#include "solver/popeye_move_order.h"
#include "solver/popeye_pieces.h"
#include "solver/popeye_reader.h"
#include "variants/common/castling.h"
#include "variants/common/exclusive_castlings.h"
#include "variants/variants.h"

namespace nightrider::solver {

std::shared_ptr<Rules> make_problem_rules() {
  auto rules = std::make_shared<Rules>("problem", std::make_shared<Geometry>(8, 8));
  rules->set_description("orthodox chess for problems");
  use_orthodox_army(*rules);
  rules->add_module(std::make_unique<Castling>());
  rules->params().base_rank_pawns_still = true;  // (Popeye: a pawn on its own first rank is stuck there)
  rules->provide(conditions::kCapabilityPopeyeProblemGeneration, "the problem solver");
  return rules;
}

namespace {

Colour colour_of(UnitColour c) {
  return c == UnitColour::White ? Colour::White : c == UnitColour::Black ? Colour::Black : Colour::Neutral;
}

// The castling rights Popeye assumes: king and rook (its own or a neutral one) on their home squares
// may castle, unless the NoCastling option names them. Where rules bring units onto the board
// (rebirths), a king or rook at home keeps its right without the other: a partner reborn at home may
// castle with it (fairy_antisup__004).
void grant_castling(Position& pos, const Options& options, bool units_may_arrive, const RuleParams& params) {
  if (options.no_castling_all) return;
  auto denied = [&](int file, int rank) {
    for (const BoardSquare& s : options.no_castling)
      if (s.file == file && s.rank == rank) return true;
    return false;
  };
  for (int rank : {0, 7}) {
    const Colour colour = rank == 0 ? Colour::White : Colour::Black;
    const Square king_home(4, rank);
    // (Whatever its attributes, as in Popeye: a half-neutral king castles.)
    const bool king_at_home = pos.at(king_home).is(params.castling_king_kind, colour) && !denied(4, rank);
    if (!king_at_home && !units_may_arrive) continue;
    bool any_rook = false;
    for (int file : {0, 7}) {
      const Piece rook = pos.at(Square(file, rank));
      const bool castles =
          rook.is(params.castling_rook_kind, colour) || rook.is(params.castling_rook_kind, Colour::Neutral);
      if (castles && !denied(file, rank)) {
        pos.set_right(Square(file, rank), true);
        any_rook = true;
      }
    }
    if (king_at_home && (any_rook || units_may_arrive)) pos.set_right(king_home, true);
  }
}

// Puts the kinds of `substitutes` in their places in `kinds`, adds the orthodox pieces (but the king) the
// diagram holds where `with_diagram_orthodox`, keeps each kind once, and sorts them in Popeye's order of
// its walks.
std::vector<PieceKind> substituted_promotions(std::vector<PieceKind> kinds,
                                              const std::vector<std::pair<PieceKind, PieceKind>>& substitutes,
                                              bool with_diagram_orthodox, const std::vector<Unit>& units) {
  for (PieceKind& k : kinds)
    for (const auto& [orthodox, kind] : substitutes)
      if (k == orthodox) k = kind;
  if (with_diagram_orthodox)
    for (const Unit& u : units) {
      const PieceKind kind = kind_for_popeye_code(u.kind).value_or(PieceKind::None);  // (a hunter: none)
      if (kind == PieceKind::Queen || kind == PieceKind::Rook || kind == PieceKind::Bishop ||
          kind == PieceKind::Knight)
        kinds.push_back(kind);
    }
  std::vector<PieceKind> once;
  for (PieceKind k : kinds)
    if (std::find(once.begin(), once.end(), k) == once.end()) once.push_back(k);
  std::stable_sort(once.begin(), once.end(), [](PieceKind a, PieceKind b) {
    return popeye_walk_place(a).value_or(100000) < popeye_walk_place(b).value_or(100000);
  });
  return once;
}

void set_promotion_lists(Rules& rules, const std::vector<Unit>& units) {
  RuleParams& params = rules.params();
  if (params.promotion_kinds.empty()) return;
  const std::vector<PieceKind> listed = params.promotion_kinds;
  if (!params.standard_substitutes.empty())
    params.promotion_kinds = substituted_promotions(listed, params.standard_substitutes,
                                                    params.promotion_to_diagram_orthodox_kinds, units);
  if (!rules.uses(PieceKind::MarinePawn)) return;
  const std::vector<std::pair<PieceKind, PieceKind>> marine = {{PieceKind::Queen, PieceKind::Sirene},
                                                               {PieceKind::Rook, PieceKind::Triton},
                                                               {PieceKind::Bishop, PieceKind::Nereide},
                                                               {PieceKind::Knight, PieceKind::MarineKnight},
                                                               {PieceKind::King, PieceKind::Poseidon}};
  for (const auto& [orthodox, kind] : marine)
    if (!rules.uses(kind)) rules.use_piece(kind, letter_for_new_kind(rules, kind).value_or('?'));
  params.own_promotion_kinds = {{PieceKind::MarinePawn, substituted_promotions(listed, marine, true, units)}};
}

// EnPassant a b c: the pawn just moved from a over b to c (Popeye also accepts the two or one square
// forms; the square passed over is the one that matters).
}  // namespace

void apply_en_passant(const Rules& rules, Position& pos, const std::vector<BoardSquare>& sq, Colour side_to_move) {
  if (sq.empty()) return;
  // (Any pawn of the rule set: a Berolina pawn's double step may be taken en passant too.)
  auto is_pawn = [&](Piece p) { return p.is_unit() && rules.def(p.kind()).pawn; };
  const int dir = side_to_move == Colour::White ? -1 : 1;  // the double-stepping pawn was the other side's
  // Three squares or more: Popeye's path of the last move, from its first square over the middle ones
  // (each capturable en passant; Nightrider keeps two) to the last, where the pawn stands: "e8 e7 e6",
  // a pawn's step from its first rank (REGRESSIONS/4_69_to_4_71.inp#19).
  if (sq.size() >= 3 && sq.size() <= 4) {
    const Square victim(sq.back().file, sq.back().rank);
    const bool right_direction = (sq.back().rank - sq.front().rank) * dir > 0;
    bool open = right_direction && is_pawn(pos.at(victim)) && pos.at(victim).colour() == opposite(side_to_move);
    for (size_t i = 1; i + 1 < sq.size(); ++i) open = open && pos.at(Square(sq[i].file, sq[i].rank)).is_empty();
    if (open) {
      const Square also = sq.size() == 4 ? Square(sq[2].file, sq[2].rank) : Square::none();
      pos.set_en_passant(Square(sq[1].file, sq[1].rank), victim, also);
    }
    return;
  }
  for (const BoardSquare& s : sq) {
    const Square victim(s.file, s.rank);
    const Square over(s.file, s.rank - dir);
    if (is_pawn(pos.at(victim)) && pos.at(victim).colour() == opposite(side_to_move) &&
        pos.at(over).is_empty() && (s.rank == 3 || s.rank == 4)) {
      pos.set_en_passant(over, victim);
      return;
    }
  }
}

namespace {

// The FEN letter of a kind a problem's diagram brings (rules/letter_for_new_kind.h; a nightrider becomes
// Z: N is the knight's). The solver never reads a FEN back; the letters keep the tests' positions
// readable, and past about twenty fairy kinds, where none is left, '?' does.
char fen_letter(const Rules& rules, PieceKind kind) { return letter_for_new_kind(rules, kind).value_or('?'); }

// The kind of a unit written with Popeye's code `code`. Popeye's hunters of two walks ("S/B": the first
// walk forward, the second backward) are PieceKind::Hunter0, Hunter1 … in the order their codes first
// come among the twin's units; nullopt for a code we do not have, or an eleventh hunter.
std::optional<PieceKind> unit_kind(const ProblemTwin& twin, const std::string& code) {
  const size_t slash = code.find('/');
  if (slash == std::string::npos) return kind_for_popeye_code(code);
  if (!kind_for_popeye_code(code.substr(0, slash)) || !kind_for_popeye_code(code.substr(slash + 1)))
    return std::nullopt;
  std::vector<std::string> hunters;
  for (const std::vector<Unit>* units : {&twin.units, &twin.underworld, &twin.target_units})
    for (const Unit& u : *units)
      if (u.kind.find('/') != std::string::npos &&
          std::find(hunters.begin(), hunters.end(), u.kind) == hunters.end())
        hunters.push_back(u.kind);
  const auto at = std::find(hunters.begin(), hunters.end(), code);
  const int index = static_cast<int>(at - hunters.begin());
  if (at == hunters.end() ||
      index > static_cast<int>(PieceKind::Hunter9) - static_cast<int>(PieceKind::Hunter0))
    return std::nullopt;
  return static_cast<PieceKind>(static_cast<int>(PieceKind::Hunter0) + index);
}

// Makes the rules use the kind of a unit written `code` (unit_kind): a hunter is defined from its walks.
void use_unit_kind(Rules& rules, const std::string& code, PieceKind kind) {
  if (rules.uses(kind)) return;
  const size_t slash = code.find('/');
  if (slash == std::string::npos) {
    rules.use_piece(kind, fen_letter(rules, kind));
    return;
  }
  rules.define_hunter(kind, *kind_for_popeye_code(code.substr(0, slash)),
                      *kind_for_popeye_code(code.substr(slash + 1)), fen_letter(rules, kind));
}

// The stipulations the search knows; the rest are refused by name rather than solved wrongly.
void check_stipulation(const Stipulation& stip) {
  if (!stip.structured_refusal.empty())
    throw std::invalid_argument("structured stipulation " + stip.structured + " with " + stip.structured_refusal +
                                " is not supported yet");
  auto refuse = [&] { throw std::invalid_argument("stipulation " + stip.text + " is not supported yet"); };
  if ((!stip.other_play.empty() && stip.other_play != "semi-r" && stip.other_play != "reci-h" &&
       stip.other_play != "ser-reci-h" && !is_parry_series(stip)) ||
      (stip.intro_moves > 0 && !stip.series) || (stip.target && stip.goal != Goal::TargetSquare && stip.goal != Goal::Kiss))
    refuse();
  // Parry series: whole moves after no introductory ones, towards a goal the search knows (no proof game).
  if (is_parry_series(stip) &&
      (stip.half_move || stip.intro_moves > 0 || (stip.exact && stip.play == Play::Direct) ||
       (stip.goal == Goal::Other && !is_proof_game(stip))))
    refuse();
  // reci-h: whole moves, goals without a square, and the reciprocal goal one the search knows.
  if (stip.reci_goal) {
    if (stip.half_move || stip.moves < 1 || stip.target || is_double_mate(*stip.reci_goal)) refuse();
    Stipulation reci = stip;
    reci.other_play.clear();
    reci.reci_goal.reset();
    reci.goal = *stip.reci_goal;
    reci.goal_text = stip.reci_goal_text;
    check_stipulation(reci);
  }
  if ((stip.play == Play::HelpSelf || stip.play == Play::HelpReflex) && (stip.series || stip.moves < 1))
    refuse();
  // (Double mates are searched among the moves that may leave their own king in check: only where the
  // goal move is looked for with goal_candidates, not in the forced goals of self and reflex play.)
  // (A counter-mate in self play is the defender's forced move from a mate: Search::forced_goal.)
  if (is_double_mate(stip.goal) && stip.play != Play::Direct && stip.play != Play::Help &&
      !(stip.goal == Goal::CounterMate && stip.play == Play::Self))
    refuse();
  // (Popeye's automate and autostalemate are read in direct play, plain or series, only.)
  if (goal_against_the_mover(stip.goal) &&
      (stip.play != Play::Direct || !stip.other_play.empty() || stip.reci_goal))
    refuse();
  if (stip.series && stip.play == Play::Reflex) return;
  switch (stip.goal) {
    case Goal::Mate:
    case Goal::Stalemate:
    case Goal::DoubleStalemate:
    case Goal::MateOrStalemate:
    case Goal::Check:
    case Goal::Capture:
    case Goal::AnyMove:
    case Goal::Castling:
    case Goal::DoubleMate:
    case Goal::CounterMate:
    case Goal::Circuit:
    case Goal::Exchange:
    case Goal::CircuitByRebirth:
    case Goal::ExchangeByRebirth:
    case Goal::TargetSquare:
    case Goal::EnPassant:
    case Goal::Chess81:
    case Goal::Kiss:
    case Goal::AutoMate:
    case Goal::AutoStalemate:
      return;
    default:
      // Proof games (dia, a=>b): help play from a start position to the diagram (solver/proof_game.h).
      // (ser-dia: White plays the whole series from the game array.)
      if (is_proof_game(stip) && stip.play == Play::Help && !stip.series) return;
      // (ser-a=>b: the same from the position a; ser-hdia and ser-ha=>b: the other side makes the last move;
      // pser-dia, pser-hdia: the other side parries checks.)
      if (is_proof_game(stip) && stip.series && (stip.play == Play::Direct || stip.play == Play::Help) &&
          (stip.other_play.empty() || is_parry_series(stip)) && stip.intro_moves == 0 && !stip.half_move)
        return;
      refuse();
  }
}

// A unit's Popeye attributes (the reader's English keywords) as the attributes the registry declares;
// nullopt for one the solver does not know.
// Popeye's conditions written without a side (Maximummer, UltraSchachZwang) apply to the side the stipulation
// restricts (its twin.c, findRestrictedSide): the defender in direct, self and reflex play, the side that
// does not make the goal's move in help play (Black, or White when HalfDuplex swaps the sides); the condition
// of that side ("BlackMaximummer") is applied. Another form of play, Duplex (two sides in turn), or the
// condition written with a side as well is refused by name.
ConditionSpec restricted_side_condition(const ProblemTwin& twin, ConditionSpec spec) {
  static constexpr std::pair<const char*, const char*> kSided[] = {{"Maximummer", "Maximummer"},
                                                                   {"UltraSchachZwang", "UltraSchachZwang"}};
  for (const auto& [name, sided] : kSided) {
    if (spec.name != name) continue;
    for (const char* side : {"White", "Black"})
      if (has_condition(twin.conditions, std::string(side) + sided))
        throw std::invalid_argument(std::string(name) + " cannot be combined with " + side + sided);
    const Stipulation& stip = twin.stipulation;
    const bool known = !stip.series && stip.intro_moves == 0 && stip.other_play.empty() &&
                       (stip.play == Play::Direct || stip.play == Play::Self || stip.play == Play::Reflex ||
                        stip.play == Play::Help);
    if (!known || twin.options.duplex)
      throw std::invalid_argument(std::string("condition ") + name + " with " + stip.text +
                                  (twin.options.duplex ? " and Duplex" : "") + " is not supported yet");
    spec.name = std::string(twin.options.half_duplex ? "White" : "Black") + sided;
  }
  return spec;
}

std::optional<std::vector<const conditions::AttributeEntry*>> declared_attributes(const Unit& u) {
  std::vector<const conditions::AttributeEntry*> out;
  for (const std::string& a : u.attributes) {
    const conditions::AttributeEntry* entry = conditions::find_attribute(a);
    if (!entry) return std::nullopt;
    out.push_back(entry);
  }
  return out;
}

}  // namespace

SolverSetup set_up(const ProblemTwin& twin) {
  check_stipulation(twin.stipulation);
  // The structured forms checked against Popeye only without some options: the first of those set is
  // refused by name.
  const auto refuse_first_set = [&](std::initializer_list<std::pair<const char*, bool>> options) {
    for (const auto& [name, set] : options)
      if (set)
        throw std::invalid_argument("structured stipulation " + twin.stipulation.structured +
                                    " with option " + name + " is not supported yet");
  };
  const Options& o = twin.options;
  // A help play ending in a nested "2da[G]" (Stipulation::help_defence_end).
  if (twin.stipulation.help_defence_end)
    refuse_first_set({{"Intelligent", o.intelligent},
                      {"MoveNumbers", o.move_numbers},
                      {"StartMoveNumber", o.start_move_number || o.up_to_move_number},
                      {"WhiteBegins", o.white_begins},
                      {"Duplex", o.duplex || o.half_duplex},
                      {"MaxSolutions", o.max_solutions.has_value()},
                      {"KeepMatingPiece", o.keep_mating_piece},
                      {"GoalIsEnd", o.goal_is_end},
                      {"SetPlay", o.set_play && twin.stipulation.help_defence_end->attack_first}});
  // "White 1a[!G]d" (Stipulation::goal_negated).
  if (twin.stipulation.goal_negated)
    refuse_first_set({{"SetPlay", o.set_play},
                      {"Try", o.tries},
                      {"PostKeyPlay", o.post_key_play},
                      {"Duplex", o.duplex || o.half_duplex},
                      {"MoveNumbers", o.move_numbers},
                      {"StartMoveNumber", o.start_move_number || o.up_to_move_number},
                      {"MaxSolutions", o.max_solutions.has_value()},
                      {"KeepMatingPiece", o.keep_mating_piece},
                      {"GoalIsEnd", o.goal_is_end},
                      {"WhiteBegins", o.white_begins}});
  if (!twin.target_units.empty() && !is_proof_game(twin.stipulation))
    throw std::invalid_argument("stipulation " + twin.stipulation.text + " is not supported yet");
  // Popeye's paralysing units, ChecklessChess (its ohneschach), LostPieces and RoleExchange change its tests
  // of check and immobility inside the goals (a paralysed mover stalemates itself in check under !=): the
  // self-mating and self-stalemating goals beside them are refused rather than judged by the plain tests.
  if (goal_against_the_mover(twin.stipulation.goal)) {
    const bool paralysing = std::any_of(twin.units.begin(), twin.units.end(), [](const Unit& u) {
      return std::find(u.attributes.begin(), u.attributes.end(), "Paralysing") != u.attributes.end();
    });
    const auto changes_goal_tests = [](const ConditionSpec& c) {
      return c.name == "ChecklessChess" || c.name == "LostPieces" || c.name == "RoleExchange";
    };
    const auto condition = std::find_if(twin.conditions.begin(), twin.conditions.end(), changes_goal_tests);
    if (paralysing || condition != twin.conditions.end())
      throw std::invalid_argument(
          "stipulation " + twin.stipulation.text + " beside " +
          (paralysing ? std::string("paralysing units") : "condition " + condition->name) +
          " is not supported yet");
  }
  const Play play = twin.stipulation.play;
  if (twin.options.non_trivial &&
      (twin.stipulation.series || (play != Play::Self && play != Play::Reflex && play != Play::Direct)))
    throw std::invalid_argument("option NonTrivial is supported in direct, self and reflex play only");
  // (Quodlibet means nothing in direct and help play: Popeye says so and ignores it.)
  if ((twin.options.quodlibet || twin.stipulation.quodlibet) && (play == Play::HelpSelf || ((play == Play::Self || play == Play::Reflex) &&
                                                            twin.stipulation.series)))
    throw std::invalid_argument("option Quodlibet with " + twin.stipulation.text + " is not supported yet");
  if (!twin.options.unsupported.empty())
    throw std::invalid_argument("option " + twin.options.unsupported.front() + " is not supported yet");
  // (Popeye's count of first moves goes on through a problem's twins, and these options choose by it: a
  // twin after the first would need the count its twins before reached.)
  if ((twin.options.start_move_number || twin.options.up_to_move_number) && !twin.label.empty() &&
      twin.label != "a)")
    throw std::invalid_argument(
        std::string("option ") + (twin.options.start_move_number ? "StartMoveNumber" : "UpToMoveNumber") +
        " in a twin after the first is not supported yet (Popeye's move numbers go on "
        "through the twins)");
  // MaxFlightsquares guards Popeye's defences: direct play is followed (SearchSpec::max_flights), help
  // and series play have none; self and reflex play are not followed yet.
  if (twin.options.max_flights && !twin.stipulation.series && (play == Play::Self || play == Play::Reflex))
    throw std::invalid_argument("option MaxFlightsquares with " + twin.stipulation.text +
                                " is not supported yet");
  // GoalIsEnd is followed in direct, self and help play (SearchSpec::goal_is_end); Popeye's other
  // forms of it (series play, its message for Quodlibet) are not.
  if (is_parry_series(twin.stipulation) && twin.options.set_play)
    throw std::invalid_argument("option SetPlay with " + twin.stipulation.text + " is not supported yet");
  if (twin.options.goal_is_end) {
    const Stipulation& stip = twin.stipulation;
    const bool followed = !stip.series && stip.other_play.empty() && stip.intro_moves == 0 &&
                          !stip.reci_goal && !twin.options.quodlibet && !stip.quodlibet &&
                          stip.goal != Goal::Other &&
                          (stip.play == Play::Direct || stip.play == Play::Self || stip.play == Play::Help);
    if (!followed) throw std::invalid_argument("option GoalIsEnd with " + stip.text + " is not supported yet");
  }
  // StopOnShortSolutions: Popeye's message in battle play (the solver writes it); help and series play
  // (where it stops after short solutions) are not supported yet.
  if (twin.options.stop_on_short_solutions &&
      (twin.stipulation.series || is_parry_series(twin.stipulation) || twin.stipulation.play == Play::Help ||
       twin.stipulation.play == Play::HelpSelf || twin.stipulation.play == Play::HelpReflex ||
       is_proof_game(twin.stipulation) || twin.stipulation.intro_moves > 0))
    throw std::invalid_argument("option StopOnShortSolutions with " + twin.stipulation.text +
                                " is not supported yet");
  // KeepMatingPiece is followed in direct, self, reflex and help play (hs#, hr# too); series, parry
  // series, reciprocal play and proof games are refused by name.
  if (twin.options.keep_mating_piece) {
    const Stipulation& stip = twin.stipulation;
    if (stip.series || is_parry_series(stip) || stip.reci_goal || is_proof_game(stip) || stip.intro_moves > 0)
      throw std::invalid_argument("option KeepMatingPiece with " + stip.text + " is not supported yet");
  }
  if (twin.stipulation.reci_goal) {
    for (const auto& [on, name] : {std::pair{twin.options.set_play, "SetPlay"}, std::pair{twin.options.white_begins, "WhiteBegins"}})
      if (on) throw std::invalid_argument(std::string("option ") + name + " with " + twin.stipulation.text + " is not supported yet");
  }
  std::shared_ptr<Rules> rules = make_problem_rules();
  // (A target square, and the goals that follow units from their diagram squares, are goals only the
  // general board knows.)
  const Goal goal = twin.stipulation.goal;
  const bool follows_origins = goal == Goal::Circuit || goal == Goal::Exchange ||
                               goal == Goal::CircuitByRebirth || goal == Goal::ExchangeByRebirth ||
                               goal == Goal::Kiss;
  // (Double mates need moves that leave their own king in check: only the general board has them.)
  // (Popeye's order of first moves, for StartMoveNumber and UpToMoveNumber, is read on the general board.)
  // (In Popeye's intelligent mode they bound the play's length instead: the fast board serves.)
  const bool lengths_bounded = move_numbers_bound_lengths(twin);
  const bool numbered_first_moves =
      (twin.options.start_move_number || twin.options.up_to_move_number) && !lengths_bounded;
  if (lengths_bounded) {
    // (Whether Popeye's intelligent mode takes a condition or a fairy unit has not been read: refused.)
    const bool orthodox_units = std::all_of(twin.units.begin(), twin.units.end(), [](const Unit& u) {
      return u.colour != UnitColour::Neutral && u.attributes.empty() &&
             std::string_view("KQRBSP").find(u.kind) != std::string_view::npos && u.kind.size() == 1;
    });
    if (!twin.conditions.empty() || !orthodox_units)
      throw std::invalid_argument(
          "StartMoveNumber and UpToMoveNumber in intelligent mode are supported with orthodox units and no "
          "condition only");
  }
  bool orthodox = goal != Goal::TargetSquare && goal != Goal::Chess81 && !follows_origins &&
                  !is_parry_series(twin.stipulation) && !goal_checks_own_king(goal) && !numbered_first_moves;
  // The attributes the diagram uses, in the registry's order: their modules join before and after the
  // conditions' as each declares.
  std::vector<const conditions::AttributeEntry*> attributes_used;
  for (const conditions::AttributeEntry* a : conditions::all_attributes()) {
    const bool used = std::any_of(twin.units.begin(), twin.units.end(), [&](const Unit& u) {
      const auto declared = declared_attributes(u);
      return declared && std::find(declared->begin(), declared->end(), a) != declared->end();
    });
    if (used) attributes_used.push_back(a);
  }
  bool orthodox_moves = attributes_used.empty();
  // The diagram's units as pieces, for the attributes whose module reads them (units the solver does not
  // know are refused below).
  auto diagram_pieces = [&twin]() {
    std::vector<Piece> pieces;
    for (const Unit& u : twin.units) {
      const std::optional<PieceKind> kind = unit_kind(twin, u.kind);
      const auto declared = declared_attributes(u);
      if (!kind || !declared) continue;
      PieceAttributes bits = 0;
      for (const conditions::AttributeEntry* a : *declared) bits |= a->bit;
      pieces.push_back(Piece(*kind, colour_of(u.colour), bits));
    }
    return pieces;
  };
  for (const conditions::AttributeEntry* a : attributes_used) {
    if (a->before_conditions) a->before_conditions(*rules);
    if (a->with_diagram) a->with_diagram(*rules, diagram_pieces());
    if (a->before_conditions || a->with_diagram) orthodox = orthodox && a->keeps_orthodox_board;
  }
  // The conditions in the order their entries declare (conditions::application_order).
  std::vector<const conditions::ConditionEntry*> entries;
  std::vector<ConditionSpec> specs;
  for (const ConditionSpec& written : twin.conditions) {
    specs.push_back(restricted_side_condition(twin, base_condition(written)));
    entries.push_back(conditions::find_condition(specs.back().name));
  }
  for (size_t i : conditions::application_order(entries)) {
    if (!entries[i])
      throw std::invalid_argument("condition " + twin.conditions[i].name + " is not supported yet");
    if (entries[i]->no_check_goals &&
        (goal == Goal::Mate || goal == Goal::Check || goal == Goal::MateOrStalemate))
      throw std::invalid_argument("condition " + twin.conditions[i].name + " with the goal of " +
                                  twin.stipulation.text + " is not supported (it has no check)");
    if (entries[i]->refuses_neutral_units &&
        std::any_of(twin.units.begin(), twin.units.end(), [](const Unit& u) { return u.colour == UnitColour::Neutral; }))
      throw std::invalid_argument("condition " + twin.conditions[i].name + " with neutral units is not supported yet");
    if (entries[i]->acts_after_threat_pass && twin.options.variation && !twin.options.no_threat &&
        twin.stipulation.play != Play::Help && !twin.stipulation.series)
      throw std::invalid_argument("condition " + twin.conditions[i].name +
                                  " with threats (option Variation) is not supported yet");
    if (entries[i]->only_condition &&
        (twin.conditions.size() > 1 || std::any_of(twin.units.begin(), twin.units.end(),
                                                   [](const Unit& u) { return !u.attributes.empty(); })))
      throw std::invalid_argument("condition " + twin.conditions[i].name +
                                  " beside other conditions or unit attributes is not supported yet");
    if (entries[i]->mate_goal_only && goal != Goal::Mate)
      throw std::invalid_argument("condition " + twin.conditions[i].name + " with the goal of " +
                                  twin.stipulation.text + " is not supported yet");
    entries[i]->apply(*rules, specs[i].arguments);
    orthodox = orthodox && (entries[i]->keeps_orthodox_board || entries[i]->orthodox_but_blocked_squares);
    orthodox_moves = orthodox_moves && (entries[i]->keeps_orthodox_board || entries[i]->keeps_orthodox_moves);
  }
  // CastlingMutuallyExclusive: Popeye takes the pairs only where both squares hold rooks.
  if (!twin.options.exclusive_castlings.empty()) {
    std::vector<std::pair<Square, Square>> pairs;
    for (const Options::ExclusiveCastlings& pair : twin.options.exclusive_castlings) {
      for (const BoardSquare& s : {pair.white_rook, pair.black_rook})
        if (std::none_of(twin.units.begin(), twin.units.end(),
                         [&](const Unit& u) { return u.square == s && u.kind == "R"; }))
          throw std::invalid_argument("CastlingMutuallyExclusive names " + square_name(s) +
                                      ", where the diagram has no rook");
      pairs.emplace_back(Square(pair.white_rook.file, pair.white_rook.rank),
                         Square(pair.black_rook.file, pair.black_rook.rank));
    }
    rules->add_module(std::make_unique<ExclusiveCastlings>(std::move(pairs)));
    orthodox = orthodox_moves = false;
  }
  // (Chameleon units: as in Popeye, a pawn may promote to a chameleon unit too; the choice comes after
  // every condition's, so it sees a reborn pawn's promotion. Kamikaze units: what becomes of a
  // kamikaze capturer depends on the conditions.)
  for (const conditions::AttributeEntry* a : attributes_used)
    if (a->after_conditions) {
      a->after_conditions(*rules);
      orthodox = orthodox && a->keeps_orthodox_board;
    }
  for (const conditions::AttributeEntry* a : attributes_used)
    if (a->last_with_diagram) a->last_with_diagram(*rules, diagram_pieces());
  // (Turns of several moves, Annéciens, Progressif and Series capture: the solver searches turn by turn,
  // TurnBoard; the proof-game search moves move by move.)
  if (rules->turns_may_go_on()) orthodox = orthodox_moves = false;
  if (rules->turns_may_go_on() && is_proof_game(twin.stipulation))
    throw std::invalid_argument("stipulation " + twin.stipulation.text +
                                " with turns of several moves is not supported yet");
  // A unit's Popeye attributes as the position's bits.
  auto attributes_of = [](const Unit& u) {
    PieceAttributes bits = 0;
    for (const std::string& a : u.attributes) {
      const conditions::AttributeEntry* entry = conditions::find_attribute(a);
      if (!entry) throw std::invalid_argument("piece attribute " + a + " is not supported yet");
      if (!entry->allows_neutral && u.colour == UnitColour::Neutral)
        throw std::invalid_argument("piece attribute " + std::string(entry->en) +
                                    " on a neutral unit is not supported yet");
      bits |= entry->bit;
    }
    return bits;
  };
  Position pos(rules->geometry_ptr());
  int kings[2] = {0, 0};
  for (const Unit& u : twin.units)
    if (u.kind.find('/') != std::string::npos && !unit_kind(twin, u.kind) &&
        kind_for_popeye_code(u.kind.substr(0, u.kind.find('/'))) &&
        kind_for_popeye_code(u.kind.substr(u.kind.find('/') + 1)))
      throw std::invalid_argument("piece " + u.kind +
                                  ": at most ten kinds of hunters (X/Y) in a problem, as in Popeye");
  for (const Unit& u : twin.units) {
    const std::optional<PieceKind> kind = unit_kind(twin, u.kind);
    if (!kind) throw std::invalid_argument("piece " + u.kind + " is not supported yet");
    const PieceAttributes attributes = attributes_of(u);
    for (const conditions::AttributeEntry* a : conditions::all_attributes())
      if ((attributes & a->bit) && !a->keeps_orthodox_board) orthodox = false;
    if (u.colour == UnitColour::Neutral) {
      // Neutral units move for the side to move and may be taken by either (core/types.h Colour); a
      // neutral king is royal for both sides (the position's royal set).
      orthodox = false;
    }
    use_unit_kind(*rules, u.kind, *kind);
    if (*kind != PieceKind::King && *kind != PieceKind::Queen && *kind != PieceKind::Rook &&
        *kind != PieceKind::Bishop && *kind != PieceKind::Knight && *kind != PieceKind::Pawn)
      orthodox = false;
    if (*kind == PieceKind::Pawn && (u.square.rank == 0 || u.square.rank == 7)) orthodox = false;
    if (*kind == PieceKind::King) ++kings[u.colour == UnitColour::White ? 0 : 1];
    pos.put(Square(u.square.file, u.square.rank), Piece(*kind, colour_of(u.colour), attributes));
  }
  if (kings[0] != 1 || kings[1] != 1) orthodox = false;
  // As in Popeye, a side has one king at most, unless a condition gives it several.
  for (int side = 0; side < 2; ++side)
    if (kings[side] > 1 && !rules->params().several_kings)
      throw std::invalid_argument(std::string(side == 0 ? "White" : "Black") + " has " + std::to_string(kings[side]) +
                                  " kings: only one king is allowed (the condition SiameseKings allows several)");
  // The squares the rules block hold holes; as in Popeye, a hole takes the place of a unit set up there.
  // (The orthodox board has no blocked squares: with them a problem otherwise orthodox keeps only the
  // mate bound, on the general board.)
  uint64_t blocked = 0;
  for (Square s : rules->params().blocked_squares) {
    pos.put(s, Piece::hole());
    if (s.rank() < 8 && s.file() < 8) blocked |= uint64_t{1} << (s.rank() * 8 + s.file());
  }
  // Units the diagram covered with another one wait in the underworld, the first covered first (Popeye
  // puts them there whatever the conditions; only Ghost and Haunted chess, Volcanic and Parachute Circe
  // bring them back).
  for (const Unit& u : twin.underworld) {
    const std::optional<PieceKind> kind = unit_kind(twin, u.kind);
    if (!kind) throw std::invalid_argument("piece " + u.kind + " is not supported yet");
    use_unit_kind(*rules, u.kind, *kind);
    pos.put_buried(Square(u.square.file, u.square.rank), Piece(*kind, colour_of(u.colour), attributes_of(u)));
    orthodox = false;
  }
  // An orphan or friend beside neutral units (whose enemy is a neutral orphan, which way does a neutral
  // pawn lend its walk?) is not modelled.
  auto any_unit = [&](auto&& which) { return std::any_of(twin.units.begin(), twin.units.end(), which); };
  for (const char* borrower : {"O", "F"}) {
    if (!any_unit([&](const Unit& u) { return u.kind == borrower; })) continue;
    if (any_unit([](const Unit& u) { return u.colour == UnitColour::Neutral; }))
      throw std::invalid_argument("piece " + std::string(borrower) +
                                  " beside neutral units is not supported yet");
    // It borrows the walks of leaps, lines and hops (Rules::orphan_borrows); Popeye lends it the special
    // walks too (a marine pawn's captures over the taken unit: REGRESSIONS/4_63_to_4_65.inp#26), which are
    // not.
    std::vector<PieceKind> lenders = rules->params().promotion_kinds;
    for (const Unit& u : twin.units) lenders.push_back(*unit_kind(twin, u.kind));
    for (const PieceKind kind : lenders)
      if (rules->uses(kind) && rules->def(kind).special && !rules->def(kind).borrows_walks)
        throw std::invalid_argument("piece " + std::string(borrower) + " beside piece " +
                                    std::string(builtin_piece(kind).popeye_code) +
                                    " (a special walk to lend) is not supported yet");
  }
  // The locust takes a unit away from where it lands: the conditions that read the taken unit where the
  // mover arrived (AntiCirce's rebirth square) are refused beside it, as are definitions of check (whether
  // Bicolores' king is attacked by its own locust is not settled) and neutral units (Kobul kings taking a
  // neutral unit's walk from a locust's capture: Popeye writes "[f6=rG]", not yet matched).
  for (const Unit& locust : twin.units) {
    if (!is_locust_walk(rules->def(*unit_kind(twin, locust.kind)).special)) continue;
    if (any_unit([](const Unit& u) { return u.colour == UnitColour::Neutral; }))
      throw std::invalid_argument("piece " + locust.kind + " beside neutral units is not supported yet");
    if (rules->has_check_definitions())
      throw std::invalid_argument("piece " + locust.kind + " beside a condition that defines check is not supported yet");
    rules->provide(conditions::kCapabilityMoverGoesOn, "the locust");
    break;
  }
  // Walks whose paths meet (conditions/capabilities.h: a condition that counts moves path by path
  // excludes them).
  for (const Unit& u : twin.units)
    if (const std::optional<PieceKind> kind = unit_kind(twin, u.kind);
        kind && builtin_piece(*kind).paths_meet)
      rules->provide(conditions::kCapabilityPathsMeet, "the " + std::string(builtin_piece(*kind).name));
  // Proof games: the kinds of the position to reach are used too.
  for (const Unit& u : twin.target_units) {
    const std::optional<PieceKind> kind = unit_kind(twin, u.kind);
    if (!kind) throw std::invalid_argument("piece " + u.kind + " is not supported yet");
    use_unit_kind(*rules, u.kind, *kind);
  }
  // As in Popeye, a pawn may also promote to each fairy piece the diagram holds (not to an orthodox
  // kind the conditions took off the list, nor at all where they switched promotion off: the Einstein
  // family's pawn changes kind by its rule instead).
  std::vector<Unit> all_units = twin.units;
  all_units.insert(all_units.end(), twin.target_units.begin(), twin.target_units.end());
  const bool promotions = !rules->params().promotion_kinds.empty();
  for (const Unit& u : all_units) {
    const PieceKind kind = *unit_kind(twin, u.kind);
    auto& kinds = rules->params().promotion_kinds;
    const bool orthodox_kind = kind == PieceKind::Queen || kind == PieceKind::Rook || kind == PieceKind::Bishop ||
                               kind == PieceKind::Knight;
    if (promotions && !orthodox_kind && !rules->def(kind).royal && !rules->def(kind).pawn && rules->def(kind).promotee &&
        std::find(kinds.begin(), kinds.end(), kind) == kinds.end())
      kinds.push_back(kind);
  }
  // Popeye's standard walks (Marine chess): the kinds that take the orthodox ones' places in the
  // promotions, once every condition has listed them; and the marine pawn's own list, the marine pieces
  // in those places (pieces/walks/pawns/promotee_sequence.c). Both lists in Popeye's order of its walks.
  set_promotion_lists(*rules, all_units);
  grant_castling(pos, twin.options, rules->units_may_arrive(), rules->params());
  pos.set_side_to_move(Colour::White);
  rules->prepare_diagram(pos);

  SolverSetup setup{rules, std::move(pos), std::nullopt, twin.options.en_passant,
                    follows_origins || rules->reads_unit_origins()};
  if (orthodox && rules->params().blocked_squares.empty())
    setup.orthodox = bitboard::setup_of(*rules, setup.position);
  else if (orthodox && rules->geometry().width() == 8 && rules->geometry().height() == 8)
    setup.blocked_mate_bound = blocked;
  setup.orthodox_moves = orthodox_moves;
  for (size_t i = 0; i < entries.size(); ++i) {
    const conditions::ConditionEntry* entry = entries[i];
    if (entry && entry->popeye_sorts_moves_by_squares) setup.popeye_sorting = PopeyeSorting::BySquares;
    if (entry && entry->popeye_sorts_captures_first) {
      const Colour side = entry->popeye_sorts_captures_first(specs[i].arguments);
      setup.popeye_sorting = side == Colour::White   ? PopeyeSorting::WhiteCapturesFirst
                             : side == Colour::Black ? PopeyeSorting::BlackCapturesFirst
                                                     : PopeyeSorting::CapturesFirst;
    }
  }
  if (popeye_sorts_moves_by_squares(twin)) setup.popeye_sorting = PopeyeSorting::BySquares;
  return setup;
}

}  // namespace nightrider::solver
