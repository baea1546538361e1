// What conditions' modules provide to a rule set, named once (Rules::provide, Rules::exclude,
// Rules::provider): a condition that works differently beside another, or cannot be combined with it,
// names the capability instead of looking for the other's module class.
#pragma once

namespace nightrider::conditions {

// Circe's module sends a kamikaze capturer to its own rebirth square (conditions/circe/circe.h), so
// kamikaze units leave that to it (conditions/captures/kamikaze.h).
inline constexpr const char* kCapabilityKamikazeRebirth = "the rebirth of kamikaze capturers";
// Pawns on their own first rank stand still (StillFirstRankPawns, conditions/circe/super_circe.h):
// added once, whichever of Super-Circe and Anti-Super-Circe needs it first.
inline constexpr const char* kCapabilityStillFirstRankPawns = "pawns standing still on their first rank";
// Units observe from other squares than their own (Mars Circe, Phantom chess, Plus chess: the observers
// hook, conditions/circe/mars_circe.h); conditions whose own tests were seen to give other answers than
// Popeye's beside it exclude it.
inline constexpr const char* kCapabilityObservingElsewhere = "units observing from other squares";
// Units observe from their own square and from other squares as well (Phantom chess, Plus chess), not
// from one square each as under Mars Circe: Madrasi's paralysis as Popeye asks it beside Mars Circe
// (conditions/observation/paralysis.h) is not known to be Popeye's there.
inline constexpr const char* kCapabilityObservingFromSeveralSquares = "units observing from several squares";

// Another kind plays the orthodox knight's role (Cavalier majeur's nightrider: conditions/walks/
// cavalier_majeur.h); conditions that name the knight's role by kind (Circe's game array, Einstein's and
// Eiffel's cycles) exclude it until they ask the rule set which kind that is.
inline constexpr const char* kCapabilityKnightRole = "another kind in the knight's role";

// A move whose unit goes on from its arrival square as a second step of the move (Take&Make's make:
// conditions/captures/take_and_make.h), so that the unit no longer stands where the move arrived and
// the move's length is not from its departure to its arrival square; conditions that read the mover on
// its arrival square, or the capturer's kind, exclude it until they follow the unit.
inline constexpr const char* kCapabilityMoverGoesOn = "moves whose unit goes on from its arrival square";

// Walks two of whose paths reach one square (the reflecting bishop's: PieceDef::paths_meet, provided by
// the solver's set-up for the units it finds): MultiCaptures counts a capture once, where Popeye counts
// it path by path (its filter runs before the duplicate moves are dropped: EXAMPLES/multicaptures.inp#10),
// so it excludes them.
inline constexpr const char* kCapabilityPathsMeet = "walks whose paths meet on one square";

// A capturer sent on by a rule after its capture (AntiCirce's rebirth: conditions/circe/anticirce.h), so
// that a square empty after the capture may be occupied once the move's rules are played; Circe Strict,
// whose test Popeye makes at the time of the rebirth, excludes it until it tests there.
inline constexpr const char* kCapabilityCapturerSentOn = "capturers sent on after their capture";

// Legality decided by which moves mate (Exclusive chess: conditions/obligations/exclusive_chess.h), where
// Popeye finds some continuations undecidable ("Can't decide whether this move is refuted") under a
// check that depends on more than the attack; conditions whose check does so exclude it until that is
// modelled.
inline constexpr const char* kCapabilityMateDecidesLegality = "legality decided by the mating moves";

// Units move and observe with another unit's walk than their own (Annan chess: conditions/walks/
// annan.h, through its own move generation and check); conditions whose observation tests ask a unit's
// own walk (paralysis, support, Isardam's pairs) exclude it until they ask the rule set for the walk.
inline constexpr const char* kCapabilityBorrowedWalks = "units moving and observing with another unit's walk";

// Kings that are not royal, units like any other (Royal dynasty: conditions/royal/royal_dynasty.h, while a
// side has several); conditions that leave kings alone by their kind (Influencer) exclude it until they
// ask whether a king is royal, as Popeye does.
inline constexpr const char* kCapabilityNonRoyalKings = "kings that are not royal";

// A definition of check of the condition's own that is not claimed (Rules::claim): AntiCirce's and Circe's
// (Rex Inclusiv, Assassin) legal rebirth. Conditions that define check from their own moves (Make&Take,
// Annan) exclude it, as one definition would ignore the other.
inline constexpr const char* kCapabilityRebirthCheck =
    "check decided by the rebirth after the king's capture";

// A pawn that a rule (a rebirth) puts on its last rank promotes there (Circe's square rules, Equipollents,
// Super-Circe): Popeye's imitators would add a promotion into an imitator, which is not modelled.
inline constexpr const char* kCapabilityRulePlacedPromotion = "pawns promoting where a rule puts them";

// A unit taken waits under its capture square for a later rebirth (Circe's LastMove, Parrain and
// WaitCapture): a capture before the diagram (Popeye's LastCapture) leaves its unit waiting there.
inline constexpr const char* kCapabilityLaterRebirths = "units waiting under the board for a later rebirth";

// Pawns do not promote into the squares a rule marks (Popeye's NoIProm beside its imitators).
inline constexpr const char* kCapabilityNoPromotionIntoMarks = "pawns not promoting into marked squares";

// A unit's captures are generated apart from its other moves and after them, as Popeye's second path of
// a unit's generation (Mars and Anti-Mars Circe: the captures from the rebirth square, or from the
// unit's own square, and the other moves from the other square): Popeye tries them first, so the
// solver's Popeye order (solver/popeye_move_order.h) puts a unit's captures before its other moves.
// Without it, a unit's moves made from another square (a Detour note: Phantom and Plus chess) are that
// second path.
inline constexpr const char* kCapabilityCapturesGeneratedApart = "captures generated apart from other moves";

// A unit observed by the enemy may also move to its Circe rebirth square (Danger Circe, conditions/circe/
// danger_circe.h): Popeye generates that move before the unit's walk's moves, so it tries it after them;
// the solver's Popeye order puts it last among the unit's moves.
inline constexpr const char* kCapabilityMovesToRebirthSquare =
    "moves to the rebirth square before the walk's";

// The rule set solves problems as Popeye does (provided by the solver's problem rules, before the
// conditions join): a condition may then generate a move twice where Popeye does (Danger Circe's move to
// the rebirth square that the unit's walk makes too, each a refutation of its own), which a game, where
// no two legal moves may share a text, must not.
inline constexpr const char* kCapabilityPopeyeProblemGeneration = "Popeye's generation of problem moves";

// A unit that goes on moving within its turn after a capture (Series capture, conditions/captures/
// series_capture.h): Popeye generates its further moves apart from the turn's first, so a rule that
// filters the captures Popeye generates (Norsk Sjakk) does not see them.
inline constexpr const char* kCapabilityCapturesGoingOn = "captures of a unit going on within its turn";

// Units with the attribute Chameleon (conditions/transmutation/chameleon_units.h); Chameleon chess, which
// makes every unit one, excludes them, as Popeye refuses the two together.
inline constexpr const char* kCapabilityChameleonUnits = "chameleon units";

// Promotions a side may make as its units on the board allow (SingleBox: only to a kind of which it has
// fewer than the game array's). Magic units exclude it: Popeye's check by such a promotion counts the
// units the capture's recolourings would change (REGRESSIONS/4_61_to_4_63.inp 37), which we do not.
inline constexpr const char* kCapabilityPromotionsByMaterial = "promotions allowed by the units on the board";

// Units standing on two boards, each moving and checked as if the other's were not there (Alice chess:
// conditions/board/alice.h): added once, whether the condition or a unit's attribute AliceA or AliceB
// brings it.
inline constexpr const char* kCapabilityTwoBoards = "units on two boards";

}  // namespace nightrider::conditions
