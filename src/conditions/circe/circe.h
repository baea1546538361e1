// Circe (plain; Popeye `Circe`, WinChloe "Circé"): a captured unit other than a king is reborn on its
// rebirth square if that square is empty, else it disappears (RULES.md, "Modalités Circé"). Popeye's
// words choose what an occupied rebirth square does (Strict, Assassin, Parachute, Volcanic) and whether
// kings are reborn (RexInclusive), as Popeye plays them.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "conditions/circe/april.h"
#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// Where Circe puts a unit captured on `capture` (8x8 board): queen d1/d8; rook, knight and bishop the
// square of their game array of the capture square's colour; pawn the second rank of its side on the
// capture file (a Berolina pawn too); any other unit its promotion square on the capture file (rank 8 for
// White, 1 for Black). Kings have none in plain Circe; with `kings` (Rex Inclusiv, AntiCirce) e1 and e8.
// `promotion_short`: the promotion rank is that many ranks before the last (Glasgow chess: 1), and so is
// the other units' square.
std::optional<Square> circe_rebirth_square(Piece captured, Square capture, bool kings = false,
                                           int promotion_short = 0);

// What happens when the rebirth square is occupied (Popeye's words after `Circe`).
enum class CirceOccupied : uint8_t {
  Relaxed,    // the captured unit disappears (the default)
  Strict,     // the capture is illegal
  Assassin,   // the reborn unit takes the occupant off; illegal if that is the mover's king
  Parachute,  // the occupant goes under the square and comes back when it is empty again
  Volcanic,   // the captured unit goes under the square and comes back when it is empty again
};

// Where the rebirth square comes from (Popeye's words after `Circe` or `AntiCirce`), for the unit whose
// square counts (the reborn one; the capturer under Couscous).
enum class RebirthRule : uint8_t {
  Classic,             // its game-array square (circe_rebirth_square)
  Diametral,           // the game-array square, reflected through the board's centre
  VerticalMirror,      // the game-array square, reflected between the d- and e-files
  File,                // its home rank (a pawn its second rank) on the capture file
  Rank,                // the capture rank, on the file of its game-array square of the capture's colour
  Symmetry,            // the capture square reflected through the board's centre
  VerticalSymmetry,    // the capture square reflected between the d- and e-files
  HorizontalSymmetry,  // the capture square reflected between the 4th and 5th ranks
  Antipodes,           // four files and four ranks away from the capture square
  PlaceExchange,       // the capturer's departure square (PWC)
  Diagram,             // the square it stood on in the diagram (Position::origin); none for a later unit
  CaptureSquare,       // the capture square itself
  // (Circe Parrain and ContraParrain, with RelevantCapture::LastMove) the capture square moved by the
  // vector of the move after the capture (every unit's displacement in it added up), or against it.
  Parrain,
  ContraParrain,
};

// Which capture's unit a move brings back (Popeye's words LastMove, WaitCapture; Parrain implies
// LastMove). A unit waiting for its rebirth is kept under its capture square (Position::underworld).
enum class RelevantCapture : uint8_t {
  ThisMove,     // the unit this move took, at once
  LastMove,     // the unit the previous move took (any next move brings it back; a pass loses it)
  LastCapture,  // the unit the previous capture took, when the next capture is made (Memory Circe)
};

// The rule, and whose square counts: the other side's (Mirror), the capturer's (Couscous); under Clone
// the captured unit is reborn as the capturer's kind (a king's capture aside).
struct RebirthSquares {
  RebirthRule rule = RebirthRule::Classic;
  bool mirror = false, couscous = false, clone = false;
  // CapturerAsMoved (ours; seed 001's Couscous): the capturer's square is that of the unit that moved,
  // a pawn that promotes by taking giving its own square, not its new kind's (Popeye's).
  bool couscous_as_moved = false;
  // The promotion rank's distance from the last (RuleParams::promotion_ranks_short, Glasgow chess): where
  // units other than the game array's are reborn.
  int promotion_short = 0;
  // Chameleon: the captured unit is reborn as the next kind of its cycle (None: as itself), on that
  // kind's square; Popeye's default cycle is knight, bishop, rook, queen.
  bool chameleon = false;
  std::array<PieceKind, kPieceKindCount> chameleon_next{};
  // The rule differs from plain Circe's.
  bool any() const { return rule != RebirthRule::Classic || mirror || couscous || clone || chameleon; }
  // Does the square depend on the capture's move, not only on the captured unit and its square?
  bool needs_move() const {
    return rule == RebirthRule::PlaceExchange || rule == RebirthRule::Parrain ||
           rule == RebirthRule::ContraParrain || couscous || clone;
  }
  // Can a pawn be reborn on its promotion rank (it then promotes, as in Popeye) or its first rank?
  bool may_promote() const {
    return couscous || rule == RebirthRule::PlaceExchange || rule == RebirthRule::Antipodes ||
           rule == RebirthRule::Symmetry || rule == RebirthRule::VerticalSymmetry ||
           rule == RebirthRule::Parrain || rule == RebirthRule::ContraParrain;
  }
  // The square `relevant` (the unit whose square counts) goes to when taken on `capture` by a move
  // from `departure`; none when it falls off the board.
  // `origin`: the relevant unit's diagram square (Diagram). (None under Parrain: see Circe.)
  std::optional<Square> square(Piece relevant, Square capture, Square departure,
                               Square origin = Square::none()) const;
  // Reads a word (lower case): true if it is one of the rule's.
  bool read(const std::string& word);
  // Chameleon's cycle: each kind becomes the next one written, the last the first; an empty cycle is
  // Popeye's default, the chameleon units' knight, bishop, rook, queen.
  void set_chameleon_cycle(const std::vector<PieceKind>& cycle);
  // The kind a unit becomes under Chameleon (itself when its kind is not in the cycle).
  Piece chameleon_unit(Piece unit) const;
};

// A kind of a chameleon cycle by its Popeye code in English (the reader writes codes in English).
std::optional<PieceKind> chameleon_cycle_kind(const std::string& code);

// The capture a rebirth follows, where the rule needs more than the captured unit and its square
// (RebirthSquares::needs_move): the capturer's departure square, the capturer as it moved and as it
// stands after the move (a promotion between them).
// `mover` is the side that took: a neutral unit's square is found as the other side's when taken and as
// the mover's when it takes (Popeye's relevant side).
struct CirceCapture {
  Square departure = Square::none();
  Piece moved, arrived;
  Colour mover = Colour::White;
};

struct CirceOptions {
  RebirthSquares squares;
  CirceOccupied occupied = CirceOccupied::Relaxed;
  // Rex Inclusiv: kings are reborn too (on e1, e8), so a king may be taken, and a king is in check
  // only when its rebirth square would be occupied after the capture.
  bool rex_inclusive = false;
  RelevantCapture relevant = RelevantCapture::ThisMove;
  // Turncoats: the reborn unit changes side (a neutral one aside), "[+bPe2=w]".
  bool turncoats = false;
  // WhiteOnly (ours; seed 001's "Circé diagramme blanc"): only White's units are reborn, the others
  // disappear.
  bool white_only = false;
  // KamikazeCapturers (ours; seed 001's "Circé kamikaze"): every capturer but a king is kamikaze, so
  // it goes to its own rebirth square after the capture, or leaves the board if that is occupied.
  bool kamikaze_capturers = false;
  // False for Immun chess (conditions/circe/immune.h): the rebirth square only decides whether the
  // capture is legal (Strict); no unit is reborn.
  bool place_reborn = true;
  // April: only units of these walks are reborn (conditions/circe/april.h).
  AprilWalks april;
};

class Circe final : public RuleModule {
 public:
  const char* effect_words() const override { return "Circe rebirth"; }
  // With `promotion`, a pawn reborn on its promotion rank promotes to a kind of the mover's choice,
  // kept in that slot (the rules that can put one there: RebirthSquares::may_promote).
  explicit Circe(CirceOptions options = {}, std::optional<ChoiceSlot> promotion = std::nullopt)
      : options_(options), promotion_(promotion) {}
  const char* name() const override { return "circe"; }
  unsigned hooks() const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;
  bool reads_unit_origins() const override { return options_.squares.rule == RebirthRule::Diagram; }
  bool after_move_changes_board() const override { return options_.place_reborn; }
  // A move that takes nothing brings no rebirth; it may bring back a unit waiting under the board: a
  // delayed rebirth, or under Parachute and Volcanic a unit whose square the move empties.
  bool changes_board_after_quiet_move(const Position& before, const Move& m) const override;

 private:
  // Where `captured`, taken on `capture`, is reborn (kings only under Rex Inclusiv); `origin`: its
  // diagram square.
  std::optional<Square> rebirth_square(Piece captured, Square capture, const CirceCapture& by = {},
                                       Square origin = Square::none()) const;
  // The unit reborn for `captured` (Clone: of the capturer's kind as it moved).
  Piece reborn_unit(Piece captured, const CirceCapture& by) const;
  // The capture of the move being played (after its primary action).
  static CirceCapture capture_of(const Position& after, const Move& m);
  // LastMove and LastCapture: the units waiting under the board that the move being played (after
  // its primary action, and the modules before this one) brings back, each with its square (none:
  // it is lost) and its diagram square.
  struct WaitingRebirth {
    Piece unit;
    std::optional<Square> square;
    Square origin;
  };
  std::vector<WaitingRebirth> waiting_rebirths(const Position& after) const;
  void after_move_delayed(Position& pos, const Rules& rules, const Move& m) const;
  // Turncoats: the unit just reborn on `s` changes side.
  void turn_coat(Position& pos, Square s) const;
  // The unit that has just captured onto `s` goes home too: a kamikaze unit, or under
  // KamikazeCapturers any unit but a king.
  bool is_kamikaze_capturer(const Position& pos, const Rules& rules, Square s) const;
  CirceOptions options_;
  std::optional<ChoiceSlot> promotion_;
};

// Parachute and Volcanic: each unit waiting under a square that is empty comes back to it, the first
// to have gone under first (at the end of any move).
void bring_back_uncovered(Position& pos);

// Registers Circe on a rule set (conditions/registry): Popeye's words Relaxed, Strict, Assassin,
// Parachute, Volcanic, RexInclusive, RexExclusive, and Super (conditions/circe/super_circe.h).
void apply_circe(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& circe_condition();

}  // namespace nightrider::conditions
