// Popeye's input vocabulary in its three languages: keywords, piece codes, conditions and the words
// that may follow a condition. These are facts about Popeye's input language (the spellings and their
// order, which decides how abbreviations resolve), written down as tables for the reader; see
// docs/popeye-input.md. popeye_reader.cpp and popeye_language.cpp (the output language) include this file.
#pragma once

namespace nightrider::solver::popeye {

// One keyword in English, German and French. The order of the entries in each table is Popeye's: an
// abbreviation resolves to the first entry it starts, so the order matters.
struct Words {
  const char* en;
  const char* de;
  const char* fr;
};

// The keyword that opens a problem; it also decides the language.
inline constexpr Words kBeginProblem[] = {
    {"beginproblem", "AnfangProblem", "DebutProbleme"},
};

// What ends a problem: EndProblem, NextProblem.
inline constexpr Words kProblemEnd[] = {
    {"endproblem", "EndeProblem", "FinProbleme"},
    {"nextproblem", "WeiteresProblem", "asuivre"},
};

// What ends a twin: Twin, ZeroPosition.
inline constexpr Words kTwinEnd[] = {
    {"twin", "Zwilling", "jumeau"},
    {"zeroposition", "NullStellung", "zeroposition"},
};

// The commands of the first twin. Popeye's list has a line separator at index 9 that no token can
// match; it is left out here.
inline constexpr Words kCommands[] = {
    {"remark", "Bemerkung", "remarque"},
    {"sstipulation", "sForderung", "senonce"},
    {"author", "Autor", "auteur"},
    {"origin", "Quelle", "source"},
    {"pieces", "Steine", "pieces"},
    {"condition", "Bedingung", "condition"},
    {"option", "Option", "option"},
    {"stipulation", "Forderung", "enonce"},
    {"protocol", "Protokoll", "protocol"},
    {"title", "Titel", "titre"},
    {"LaTeX", "LaTeX", "LaTeX"},
    {"LaTeXPieces", "LaTeXSteine", "PiecesLaTeX"},
    {"award", "Auszeichnung", "prix"},
    {"InitialGameArray", "PartieAnfangsStellung", "PositionInitialePartie"},
    {"Forsyth", "Forsyth", "Forsyth"},
};

// The commands inside a twin.
inline constexpr Words kTwinnings[] = {
    {"move", "versetze", "deplacement"},
    {"exchange", "tausche", "echange"},
    {"stipulation", "Forderung", "enonce"},
    {"sstipulation", "SForderung", "senonce"},
    {"add", "hinzufuegen", "ajoute"},
    {"remove", "entferne", "ote"},
    {"continued", "ferner", "enplus"},
    {"rotate", "Drehung", "rotation"},
    {"condition", "Bedingung", "condition"},
    {"PolishType", "Farbwechsel", "CouleurEchange"},
    {"mirror", "Spiegelung", "miroir"},
    {"shift", "Verschiebung", "translation"},
    {"substitute", "ersetze", "remplace"},
};

// The mirror axes of the twinning command Mirror.
inline constexpr Words kMirrors[] = {
    {"a1<-->h1", "a1<-->h1", "a1<-->h1"},
    {"a1<-->a8", "a1<-->a8", "a1<-->a8"},
    {"a1<-->h8", "a1<-->h8", "a1<-->h8"},
    {"a8<-->h1", "a8<-->h1", "a8<-->h1"},
};

// Colours of units (the reader refuses TotalInvisible).
inline constexpr Words kColours[] = {
    {"White", "Weiss", "Blanc"},
    {"Black", "Schwarz", "Noir"},
    {"Neutral", "Neutral", "Neutre"},
    {"TotalInvisible", "TotalUnsichtbar", "TotalInvisible"},
};

// Piece attributes, written before the piece code.
inline constexpr Words kAttributes[] = {
    {"Royal", "Koeniglich", "Royale"},
    {"Kamikaze", "Kamikaze", "Kamikaze"},
    {"Paralysing", "Paralysierend", "Paralysante"},
    {"Chameleon", "Chamaeleon", "Cameleon"},
    {"Jigger", "Jigger", "Jigger"},
    {"Volage", "Volage", "Volage"},
    {"Functionary", "Beamtet", "Fonctionnaire"},
    {"HalfNeutral", "HalbNeutral", "DemiNeutre"},
    {"HurdleColourChanging", "SprungbockFarbeWechselnd", "CouleurEchangeantSautoir"},
    {"Protean", "Proteisch", "Protee"},
    {"Magic", "Magisch", "Magique"},
    {"Uncapturable", "Unschlagbar", "Imprenable"},
    {"Patrol", "Patrouille", "Patrouille"},
    {"Frischauf", "Frischauf", "Frischauf"},
    {"Bul", "Bul", "Bul"},
    {"Dob", "Dob", "Dob"},
    {"Anda", "Anda", "Anda"},
    {"AndaInverse", "AndaInvers", "AndaInverse"},
    {"AliceA", "AliceA", "AliceA"},
    {"AliceB", "AliceB", "AliceB"},
};

// Options.
inline constexpr Words kOptions[] = {
    {"Defence", "Widerlegung", "Defense"},
    {"SetPlay", "Satzspiel", "Apparent"},
    {"WhiteToPlay", "WeissBeginnt", "ApparentSeul"},
    {"Variations", "Varianten", "Variantes"},
    {"MoveNumbers", "Zugnummern", "Trace"},
    {"StartMoveNumber", "StartZugnummer", "Enroute"},
    {"NoWk", "OhneWk", "SansRB"},
    {"Duplex", "Duplex", "Duplex"},
    {"NoBk", "OhneSk", "SansRN"},
    {"Threat", "Drohung", "Menace"},
    {"NoThreat", "OhneDrohung", "SansMenace"},
    {"Try", "Verfuehrung", "Essais"},
    {"MaxSolutions", "MaxLoesungen", "MaxSolutions"},
    {"MaxFlightsquares", "MaxFluchtFelder", "MaxCasesFuites"},
    {"Search", "Suchen", "Search"},
    {"MultiSolutions", "MehrereLoesungen", "MultiSolutions"},
    {"NoSymmetry", "KeineSymmetrie", "NonSymetrique"},
    {"NonTrivial", "NichtTrivial", "NonTrivial"},
    {"KeepMatingPiece", "HalteMattsetzendenStein", "RetiensPieceMatante"},
    {"EnPassant", "EnPassant", "EnPassant"},
    {"NoBoard", "OhneBrett", "SansEchiquier"},
    {"NoShortVariations", "OhneKurzVarianten", "SansVariantesCourtes"},
    {"HalfDuplex", "HalbDuplex", "DemiDuplex"},
    {"PostKeyPlay", "NachSchluessel", "ApresCle"},
    {"Intelligent", "Intelligent", "Intelligent"},
    {"MaxTime", "MaxZeit", "MaxTemps"},
    {"NoCastling", "KeineRochade", "SansRoquer"},
    {"Quodlibet", "Quodlibet", "Quodlibet"},
    {"StopOnShortSolutions", "StopNachKurzloesungen", "FinApresSolutionsCourtes"},
    {"Beep", "Pieps", "Bip"},
    {"SuppressGrid", "OhneGitter", "SansGrille"},
    {"WriteGrid", "ZeichneGitter", "AjouteGrille"},
    {"CastlingMutuallyExclusive", "RochadenGegenseitigAusschliessend", "RoquesMutuellementExclusifs"},
    {"GoalIsEnd", "ZielIstEnde", "ButEstFin"},
    {"unpublishedoption", "nichtpublizierteoption", "optionnonpubliee"},
    {"NullMoves", "NullZuege", "CoupsVides"},
    {"UpToMoveNumber", "BisZugnummer", "JusquAuCoup"},
    {"TrivialTriesAvoid", "TrivialeFehlversucheUnterdruecken", "TrivialEssaiSupprimer"},
    {"MatesIn1", "MattsIn1", "MatsEn1"},
};

// Two conditions Popeye keeps in a second table (looked up after the main one).
inline constexpr Words kExtraConditions[] = {
    {"Maximummer", "Laengstzueger", "Maximum"},
    {"UltraSchachZwang", "UltraSchachZwang", "UltraSchachZwang"},
};

// Words that may follow Circe-like conditions.
inline constexpr Words kCirceVariants[] = {
    {"RexInclusive", "RexInklusive", "RexInclusif"},
    {"RexExclusive", "RexExklusive", "RexExclusif"},
    {"Mirror", "Spiegel", "Malefique"},
    {"Assassin", "Assassin", "Assassin"},
    {"Diametral", "Diametral", "Diametral"},
    {"VerticalMirror", "VertikalSpiegel", "MalefiqueVerticale"},
    {"Clone", "Clone", "Clone"},
    {"Chameleon", "Chamaeleon", "Chameleon"},
    {"Turncoats", "Turncoat", "Turncoats"},
    {"Couscous", "Couscous", "Couscous"},
    {"LastMove", "LetzterZug", "CoupDernier"},
    {"Equipollents", "Equipollents", "Equipollents"},
    {"Parrain", "Parrain", "Parrain"},
    {"ContraParrain", "ContraParrain", "ContraParrain"},
    {"Cage", "Kaefig", "Cage"},
    {"Rank", "Reihe", "Rangee"},
    {"File", "File", "Colonne"},
    {"Symmetry", "Symmetrie", "Symetrie"},
    {"VerticalSymmetry", "VertikaleSymmetrie", "VerticaleSymetrique"},
    {"HorizontalSymmetry", "HorizontaleSymmetrie", "HorizontaleSymetrique"},
    {"Diagram", "Diagramm", "Diagramme"},
    {"PWC", "Platzwechsel", "Echange"},
    {"Antipodes", "Antipoden", "Antipodes"},
    {"Take&Make", "Take&Make", "Take&Make"},
    {"Super", "Super", "Super"},
    {"April", "April", "Avril"},
    {"Frischauf", "Frischauf", "Frischauf"},
    {"Calvet", "Calvet", "Calvet"},
    {"Cheylan", "Cheylan", "Cheylan"},
    {"Strict", "Strikt", "Stricte"},
    {"Relaxed", "Locker", "Relache"},
    {"Volcanic", "Vulkan", "Volcanique"},
    {"Parachute", "Fallschirm", "Parachute"},
    {"Einstein", "Einstein", "Einstein"},
    {"ReversalEinstein", "ReversesEinstein", "ReversEinstein"},
    {"WaitCapture", "NaechsterSchlag", "PriseProchaine"},
    {"CaptureSquare", "Schlagfeld", "CaseDePrise"},
};

// Anticirce types.
inline constexpr Words kAntiCirceTypes[] = {
    {"Calvet", "Calvet", "Calvet"},
    {"Cheylan", "Cheylan", "Cheylan"},
};

// Lettered condition types.
inline constexpr Words kLetteredTypes[] = {
    {"TypeA", "TypA", "TypeA"},
    {"TypeB", "TypB", "TypeB"},
    {"TypeC", "TypC", "TypeC"},
    {"TypeD", "TypD", "TypeD"},
};

// Numbered condition types.
inline constexpr Words kNumberedTypes[] = {
    {"Type1", "Typ1", "Type1"},
    {"Type2", "Typ2", "Type2"},
    {"Type3", "Typ3", "Type3"},
};

// Sentinelles variants.
inline constexpr Words kSentinellesVariants[] = {
    {"PionPropre", "PionPropre", "PionPropre"},
    {"PionAdvers", "PionAdvers", "PionAdvers"},
    {"PionNeutre", "PionNeutre", "PionNeutre"},
    {"MaximumBlack", "MaximumSchwarz", "MaximumNoir"},
    {"MaximumWhite", "MaximumWeiss", "MaximumBlanc"},
    {"MaximumTotal", "MaximumTotal", "MaximumTotal"},
    {"ParaSentinelles", "ParaSentinelles", "ParaSentinelles"},
    {"Berolina", "Berolina", "Berolina"},
};

// Grid chess variants.
inline constexpr Words kGridVariants[] = {
    {"VerticalShift", "VertikalVerschieben", "VerticalDecalage"},
    {"HorizontalShift", "HorizontalVerschieben", "HorizontalDecalage"},
    {"DiagonalShift", "DiagonalVerschieben", "DiagonalDecalage"},
    {"Orthogonal", "Orthogonal", "Orthogonale"},
    {"Irregular", "Unregelmaessig", "Irreguliere"},
    {"GridLine", "GitterLinie", "LigneGrille"},
};

// Kobul kings / multicaptures: which side.
inline constexpr Words kKobulSides[] = {
    {"White", "Weiss", "Blancs"},
    {"Black", "Schwarz", "Noirs"},
};

// Koeko: the contact piece follows this word.
inline constexpr Words kKoekoVariants[] = {
    {"Neighbour", "Nachbar", "Voisin"},
};

// Vaulting kings.
inline constexpr Words kVaultingVariants[] = {
    {"Transmuting", "Transmutierende", "Transmute"},
};

// Maximummer-like conditions (the two empty entries keep Popeye's numbering; no token matches them).
inline constexpr Words kMummerStrictness[] = {
    {"", "", ""},
    {"", "", ""},
    {"exact", "exakt", "exact"},
    {"ultra", "Ultra", "ultra"},
};

// Breton variants.
inline constexpr Words kBretonVariants[] = {
    {"Adverse", "Advers", "Adverse"},
    {"Chromatic", "Chromatisch", "Chromatique"},
    {"PY", "PY", "PY"},
};

// CAST variants (the French spelling is Popeye's).
inline constexpr Words kCastVariants[] = {
    {"Inverse", "Invers", "Invverse"},
};

// Take&Make variants.
inline constexpr Words kTakeMakeVariants[] = {
    {"Absolute", "Absolut", "Absolu"},
};

// Piece codes (lower case, one or two characters) of Popeye's walks, in Popeye's order.
inline constexpr Words kPieces[] = {
    {"k", "k", "r"},
    {"p", "b", "p"},
    {"q", "d", "d"},
    {"s", "s", "c"},
    {"r", "t", "t"},
    {"b", "l", "f"},
    {"le", "le", "le"},
    {"ma", "ma", "ma"},
    {"pa", "pa", "pa"},
    {"va", "va", "va"},
    {"ro", "ro", "ro"},
    {"g", "g", "s"},
    {"n", "n", "n"},
    {"z", "z", "z"},
    {"ca", "ca", "ch"},
    {"gi", "gi", "gi"},
    {"rf", "wf", "cc"},
    {"bu", "bu", "bu"},
    {"we", "we", "vi"},
    {"al", "al", "al"},
    {"fe", "fe", "fe"},
    {"da", "da", "da"},
    {"li", "li", "li"},
    {"ne", "ne", "eq"},
    {"l", "h", "l"},
    {"bp", "bb", "pb"},
    {"am", "am", "am"},
    {"em", "kn", "im"},
    {"pr", "pr", "pr"},
    {"gn", "gn", "g"},
    {"an", "an", "an"},
    {"sq", "ei", "ec"},
    {"wa", "wa", "v"},
    {"dr", "dr", "dr"},
    {"ka", "ka", "ka"},
    {"ss", "ss", "cs"},
    {"uu", "uu", "uu"},
    {"ha", "ha", "ha"},
    {"m", "el", "e"},
    {"ea", "ad", "ai"},
    {"sw", "sp", "m"},
    {"ar", "er", "ar"},
    {"rb", "rl", "fr"},
    {"c", "kl", "ca"},
    {"nh", "nh", "sn"},
    {"du", "du", "pi"},
    {"cr", "cr", "cn"},
    {"zr", "zr", "zn"},
    {"gr", "gr", "gn"},
    {"ch", "ch", "sc"},
    {"zh", "zh", "sz"},
    {"gh", "gh", "sg"},
    {"ds", "ds", "cd"},
    {"bk", "rs", "cr"},
    {"eq", "eq", "ea"},
    {"ct", "ct", "ct"},
    {"bs", "bs", "bs"},
    {"sp", "sb", "sp"},
    {"rl", "tl", "tl"},
    {"bl", "ll", "fl"},
    {"si", "si", "si"},
    {"tr", "tr", "tr"},
    {"nd", "nd", "ne"},
    {"o", "o", "o"},
    {"eh", "rd", "eh"},
    {"mo", "mo", "mo"},
    {"rr", "tj", "tc"},
    {"br", "lj", "fc"},
    {"ao", "ao", "ao"},
    {"oa", "oa", "oa"},
    {"rh", "th", "st"},
    {"bh", "lh", "sf"},
    {"ek", "ek", "re"},
    {"bt", "pf", "bt"},
    {"gt", "pn", "gt"},
    {"sk", "sk", "sk"},
    {"cy", "cy", "cy"},
    {"cg", "kg", "sa"},
    {"rn", "rn", "rl"},
    {"rp", "rh", "rs"},
    {"ok", "ok", "ok"},
    {"37", "37", "37"},
    {"g2", "g2", "s2"},
    {"g3", "g3", "s3"},
    {"16", "16", "16"},
    {"24", "24", "24"},
    {"35", "35", "35"},
    {"dg", "dg", "ds"},
    {"kh", "kh", "sr"},
    {"or", "or", "or"},
    {"15", "15", "15"},
    {"25", "25", "25"},
    {"gl", "gl", "gl"},
    {"lr", "ht", "lt"},
    {"lb", "hl", "lf"},
    {"ln", "hn", "ln"},
    {"wr", "wr", "vs"},
    {"fr", "fr", "fs"},
    {"bi", "bi", "bi"},
    {"et", "et", "el"},
    {"na", "na", "na"},
    {"rm", "tc", "et"},
    {"re", "ta", "at"},
    {"rw", "ts", "mt"},
    {"bm", "lc", "ef"},
    {"be", "la", "af"},
    {"bw", "ls", "mf"},
    {"ra", "ra", "ra"},
    {"so", "so", "so"},
    {"mg", "mg", "mg"},
    {"36", "36", "36"},
    {"nl", "nl", "nl"},
    {"ml", "ml", "ml"},
    {"mm", "mm", "mm"},
    {"f", "f", "a"},
    {"do", "de", "dn"},
    {"rt", "he", "la"},
    {"bo", "bo", "bo"},
    {"qe", "qe", "qa"},
    {"qf", "qf", "qf"},
    {"qq", "od", "qq"},
    {"b1", "b1", "b1"},
    {"b2", "b2", "b2"},
    {"b3", "b3", "b3"},
    {"cp", "cb", "pc"},
    {"rk", "rp", "cl"},
    {"pp", "rb", "pv"},
    {"ls", "lr", "lr"},
    {"ze", "ze", "ze"},
    {"bn", "nr", "nr"},
    {"s2", "s2", "n2"},
    {"s4", "s4", "n4"},
    {"s1", "s1", "n1"},
    {"s3", "s3", "n3"},
    {"qn", "qn", "qn"},
    {"dk", "dt", "dt"},
    {"db", "dl", "df"},
    {"no", "no", "no"},
    {"th", "uh", "sb"},
    {"lh", "bh", "se"},
    {"ge", "gu", "sm"},
    {"gf", "gb", "su"},
    {"kl", "lk", "kl"},
    {"ko", "ko", "ko"},
    {"kp", "sh", "sv"},
    {"sh", "sc", "ba"},
    {"gy", "gy", "gy"},
    {"ms", "ms", "cm"},
    {"po", "po", "po"},
    {"mp", "mb", "pm"},
    {"mh", "mc", "bm"},
    {"st", "st", "ep"},
    {"se", "se", "dg"},
    {"fa", "fa", "fa"},
    {"lo", "lo", "lo"},
    {"sa", "sa", "sl"},
    {"ah", "ah", "as"},
    {"oh", "oh", "os"},
    {"hc", "hk", "hc"},
    {"ee", "ae", "ae"},
    {"en", "aq", "aq"},
    {"sc", "sr", "ss"},
};

// What may follow a condition keyword (the reader records these words as the condition's arguments).
enum class Args {
  None,
  Squares,        // one token: a list of squares (a1b2c3)
  Square,         // one token: one square
  MagicSquares,   // squares, then optionally Type1/Type2
  Vaulting,       // piece codes and the word Transmuting
  Mummer,         // optionally exact/ultra
  CirceVariants,  // any number of Circe variant words (Chameleon and April take piece codes)
  RexIncl,        // optionally RexInclusive
  RexExcl,        // optionally RexExclusive
  Isardam,        // optionally TypeA/TypeB, then optionally RexInclusive
  TypeAD,         // optionally TypeA..TypeD
  TypeAC,         // optionally TypeA..TypeC
  ChameleonSeq,   // piece codes: a chameleon sequence
  Walks,          // piece codes
  AntiType,       // optionally Calvet/Cheylan
  Kobul,          // optionally White/Black
  Sentinelles,    // Sentinelles variants, the maxima followed by a number
  Breton,         // Breton variants
  Type13,         // optionally Type1..Type3
  Type2,          // optionally Type1/Type2
  Koeko,          // optionally Neighbour and a piece code
  Numbers2,       // up to two numbers
  BGL,            // up to two BGL numbers (digits, '.', ',', '-')
  Grid,           // grid variants and their parameters
  LastCapture,    // colour, attributes, piece code and square
  Number,         // optionally a number
  CAST,           // optionally Inverse
  TakeMake,       // optionally Absolute
  PAD,            // optionally RexInclusive and/or Strict
};

struct Condition {
  const char* en;
  const char* de;
  const char* fr;
  Args args;
};

// Conditions, in Popeye's order (index 123 is a placeholder Popeye keeps unused).
inline constexpr Condition kConditions[] = {
    {"Circe", "Circe", "Circe", Args::CirceVariants},  // 0
    {"MirrorCirce", "SpiegelCirce", "CirceMalefique", Args::RexIncl},  // 1
    {"Madrasi", "Madrasi", "Madrasi", Args::RexIncl},  // 2
    {"Volage", "Volage", "Volage", Args::None},  // 3
    {"Hypervolage", "Hypervolage", "Hypervolage", Args::None},  // 4
    {"BichromChess", "BichromesSchach", "Bichromatique", Args::None},  // 5
    {"MonochromChess", "MonochromesSchach", "Monochromatique", Args::None},  // 6
    {"GridChess", "Gitterschach", "Grille", Args::Grid},  // 7
    {"KoeKo", "KoeKo", "Koeko", Args::Koeko},  // 8
    {"BlackEdgeMover", "SchwarzerRandzueger", "NoirBordCoup", Args::None},  // 9
    {"WhiteEdgeMover", "WeisserRandzueger", "BlancBordCoup", Args::None},  // 10
    {"Leofamily", "Leofamily", "Leofamily", Args::None},  // 11
    {"ChineseChess", "ChinesischesSchach", "Chinoises", Args::None},  // 12
    {"Patrouille", "PatrouilleSchach", "Patrouille", Args::None},  // 13
    {"PWC", "PlatzwechselCirce", "CirceEchange", Args::None},  // 14
    {"NoCapture", "Ohneschlag", "SansPrises", Args::None},  // 15
    {"ImmunChess", "Immunschach", "Immun", Args::CirceVariants},  // 16
    {"MirrorImmunChess", "SpiegelImmunschach", "ImmunMalefique", Args::RexIncl},  // 17
    {"ContactGridChess", "KontaktGitter", "ContactGrille", Args::None},  // 18
    {"Imitator", "Imitator", "Imitator", Args::Squares},  // 19
    {"CavalierMajeur", "CavalierMajeur", "CavalierMajeur", Args::None},  // 20
    {"HaanerChess", "HaanerSchach", "Haan", Args::None},  // 21
    {"ChameleonCirce", "ChamaeleonCirce", "CirceCameleon", Args::ChameleonSeq},  // 22
    {"CouscousCirce", "CouscousCirce", "CirceCouscous", Args::None},  // 23
    {"EquipollentsCirce", "EquipollentsCirce", "CirceEquipollents", Args::RexIncl},  // 24
    {"FileCirce", "FileCirce", "FileCirce", Args::RexIncl},  // 25
    {"BlackMaximummer", "SchwarzerLaengstzueger", "NoirMaximum", Args::Mummer},  // 26
    {"BlackMinimummer", "SchwarzerKuerzestzueger", "NoirMinimum", Args::Mummer},  // 27
    {"WhiteMaximummer", "WeisserLaengstzueger", "BlancMaximum", Args::Mummer},  // 28
    {"WhiteMinimummer", "WeisserKuerzestzueger", "BlancMinimum", Args::Mummer},  // 29
    {"MagicSquares", "MagischeFelder", "CaseMagique", Args::MagicSquares},  // 30
    {"Sentinelles", "Sentinelles", "Sentinelles", Args::Sentinelles},  // 31
    {"Tibet", "TibetSchach", "Tibet", Args::None},  // 32
    {"DoubleTibet", "DoppeltibetSchach", "DoubleTibet", Args::None},  // 33
    {"DiagramCirce", "DiagrammCirce", "CirceDiagramme", Args::RexIncl},  // 34
    {"Hole", "Loch", "Trou", Args::Squares},  // 35
    {"BlackMustCapture", "SchwarzerSchlagzwang", "NoirPriseForce", Args::Mummer},  // 36
    {"WhiteMustCapture", "WeisserSchlagzwang", "BlancPriseForce", Args::Mummer},  // 37
    {"ReflectiveKings", "ReflektierendeKoenige", "RoisReflecteurs", Args::None},  // 38
    {"TransmutedKings", "TransmutierendeKoenige", "RoisTransmutes", Args::None},  // 39
    {"BlackFollowMyLeader", "SchwarzerVerfolgungszueger", "NoirPoursuite", Args::None},  // 40
    {"WhiteFollowMyLeader", "WeisserVerfolgungszueger", "BlancPoursuite", Args::None},  // 41
    {"DuellistChess", "Duellantenschach", "Duelliste", Args::None},  // 42
    {"ParrainCirce", "CirceParrain", "CirceParrain", Args::None},  // 43
    {"NoIProm", "OhneIUW", "SansIProm", Args::None},  // 44
    {"SymmetryCirce", "SymmetrieCirce", "CirceSymetrique", Args::RexIncl},  // 45
    {"VogtlaenderChess", "VogtlaenderSchach", "EchecsVogtlaender", Args::None},  // 46
    {"EinsteinChess", "EinsteinSchach", "EchecsEinstein", Args::None},  // 47
    {"Bicolores", "Bicolores", "Bicolores", Args::None},  // 48
    {"NewKoeko", "NeuKoeko", "KoekoNouveaux", Args::None},  // 49
    {"CirceClone", "CirceClone", "CirceClone", Args::RexIncl},  // 50
    {"AntiCirce", "AntiCirce", "AntiCirce", Args::CirceVariants},  // 51
    {"MirrorFileCirce", "SpiegelFileCirce", "FileCirceMalefique", Args::RexIncl},  // 52
    {"AntipodeanCirce", "AntipodenCirce", "CirceAntipoden", Args::RexIncl},  // 53
    {"MirrorCirceClone", "SpiegelCirceclone", "CirceCloneMalefique", Args::RexIncl},  // 54
    {"MirrorAntiCirce", "AntiSpiegelCirce", "AntiCirceMalefique", Args::AntiType},  // 55
    {"DiagramAntiCirce", "AntiDiagrammCirce", "AntiCirceDiagramme", Args::AntiType},  // 56
    {"FileAntiCirce", "AntiFileCirce", "AntiFileCirce", Args::AntiType},  // 57
    {"SymmetryAntiCirce", "AntiSymmetrieCirce", "AntiCirceSymetrique", Args::AntiType},  // 58
    {"MirrorFileAntiCirce", "AntiSpiegelFileCirce", "AntiFileCirceMalefique", Args::AntiType},  // 59
    {"AntipodeanAntiCirce", "AntiAntipodenCirce", "AntiCirceAntipoden", Args::AntiType},  // 60
    {"EquipollentsAntiCirce", "AntiEquipollentsCirce", "AntiCirceEquipollents", Args::AntiType},  // 61
    {"FileImmunChess", "FileImmunSchach", "ImmunFile", Args::None},  // 62
    {"DiagramImmunChess", "DiagrammImmunSchach", "ImmunDiagramme", Args::RexIncl},  // 63
    {"MirrorFileImmunChess", "SpiegelFileImmunSchach", "ImmunFileMalefique", Args::None},  // 64
    {"SymmetryImmunChess", "SymmetrieImmunSchach", "ImmunSymmetrique", Args::None},  // 65
    {"AntipodeanImmunChess", "AntipodenImmunSchach", "ImmunAntipoden", Args::None},  // 66
    {"EquipollentsImmunChess", "EquipollentsImmunSchach", "ImmunEquipollents", Args::None},  // 67
    {"ReversalEinsteinChess", "ReversesEinsteinSchach", "ReversEchecsEinstein", Args::None},  // 68
    {"SuperCirce", "SuperCirce", "SuperCirce", Args::None},  // 69
    {"RelegationChess", "Degradierung", "Degradierung", Args::None},  // 70
    {"NorskSjakk", "NorskSjakk", "NorskSjakk", Args::None},  // 71
    {"TraitorChess", "TraitorChess", "EchecsTraitor", Args::None},  // 72
    {"AndernachChess", "AndernachSchach", "EchecsAndernach", Args::None},  // 73
    {"WhiteForcedSquare", "WeissesZwangsfeld", "BlancCaseForce", Args::Squares},  // 74
    {"WhiteConsequentForcedSquare", "WeissesKonsequentesZwangsfeld", "BlancCaseForceConsequent", Args::Squares},  // 75
    {"BlackForcedSquare", "SchwarzesZwangsfeld", "NoirCaseForce", Args::Squares},  // 76
    {"BlackConsequentForcedSquare", "SchwarzesKonsequentesZwangsfeld", "NoirCaseForceConsequent", Args::Squares},  // 77
    {"ChameleonChess", "ChamaeleonSchach", "EchecsCameleon", Args::ChameleonSeq},  // 78
    {"FunctionaryChess", "BeamtenSchach", "EchecsFonctionnaire", Args::None},  // 79
    {"GlasgowChess", "GlasgowSchach", "EchecsGlasgow", Args::None},  // 80
    {"AntiAndernachChess", "AntiAndernachSchach", "EchecsAntiAndernach", Args::None},  // 81
    {"FrischAufCirce", "FrischAufCirce", "FrischAufCirce", Args::RexIncl},  // 82
    {"VerticalMirrorCirce", "VertikalesSpiegelCirce", "CirceMalefiqueVerticale", Args::RexIncl},  // 83
    {"Isardam", "Isardam", "Isardam", Args::Isardam},  // 84
    {"ChecklessChess", "OhneSchach", "SansEchecs", Args::None},  // 85
    {"DiametralCirce", "DiametralCirce", "CirceDiametrale", Args::RexIncl},  // 86
    {"PromOnly", "UWnur", "PromSeul", Args::Walks},  // 87
    {"RankCirce", "RankCirce", "RankCirce", Args::RexIncl},  // 88
    {"ExclusiveChess", "ExklusivSchach", "EchecsExclusif", Args::None},  // 89
    {"MarsCirce", "MarsCirce", "MarsCirce", Args::CirceVariants},  // 90
    {"MarsMirrorCirce", "MarsSpiegelCirce", "MarsCirceMalefique", Args::RexExcl},  // 91
    {"PhantomChess", "PhantomSchach", "EchecsPhantom", Args::CirceVariants},  // 92
    {"WhiteReflectiveKing", "WeisserReflektierenderKoenig", "BlancRoiReflecteur", Args::None},  // 93
    {"BlackReflectiveKing", "SchwarzerReflektierenderKoenig", "NoirRoiReflecteur", Args::None},  // 94
    {"WhiteTransmutedKing", "WeisserTransmutierenderKoenig", "BlancRoiTransmute", Args::None},  // 95
    {"BlackTransmutedKing", "SchwarzerTransmutierenderKoenig", "NoirRoiTransmute", Args::None},  // 96
    {"AntiEinsteinChess", "AntiEinsteinSchach", "EchecsAntiEinstein", Args::None},  // 97
    {"MirrorCouscousCirce", "SpiegelCouscousCirce", "CirceCouscousMalefique", Args::RexIncl},  // 98
    {"BlackRoyalSquare", "SchwarzesKoeniglichesFeld", "NoirCaseRoyal", Args::Square},  // 99
    {"WhiteRoyalSquare", "WeissesKoeniglichesFeld", "BlancCaseRoyal", Args::Square},  // 100
    {"BrunnerChess", "BrunnerSchach", "EchecsBrunner", Args::None},  // 101
    {"PlusChess", "PlusSchach", "EchecsPlus", Args::None},  // 102
    {"CirceAssassin", "AssassinCirce", "CirceAssassin", Args::RexIncl},  // 103
    {"PatienceChess", "PatienceSchach", "EchecsPatience", Args::None},  // 104
    {"RepublicanChess", "RepublikanerSchach", "EchecsRepublicains", Args::Type2},  // 105
    {"ExtinctionChess", "AusrottungsSchach", "EchecsExtinction", Args::None},  // 106
    {"CentralChess", "ZentralSchach", "EchecsCentral", Args::None},  // 107
    {"ActuatedRevolvingBoard", "ActuatedRevolvingBoard", "ActuatedRevolvingBoard", Args::None},  // 108
    {"MessignyChess", "MessignySchach", "EchecsMessigny", Args::RexExcl},  // 109
    {"Woozles", "Woozles", "Woozles", Args::RexExcl},  // 110
    {"BiWoozles", "BiWoozles", "BiWoozles", Args::RexExcl},  // 111
    {"Heffalumps", "Heffalumps", "Heffalumps", Args::RexExcl},  // 112
    {"BiHeffalumps", "BiHeffalumps", "BiHeffalumps", Args::RexExcl},  // 113
    {"WhitePromSquares", "UWFeldWeiss", "BlancCasePromotion", Args::Squares},  // 114
    {"BlackPromSquares", "UWFeldSchwarz", "NoirCasePromotion", Args::Squares},  // 115
    {"NoWhitePromotion", "OhneWeissUW", "SansBlancPromotion", Args::None},  // 116
    {"NoBlackPromotion", "OhneSchwarzUW", "SansNoirPromotion", Args::None},  // 117
    {"EiffelChess", "EiffelSchach", "EchecsEiffel", Args::None},  // 118
    {"BlackUltraSchachZwang", "SchwarzerUltraSchachZwang", "NoirUltraSchachZwang", Args::None},  // 119
    {"WhiteUltraSchachZwang", "WeisserUltraSchachZwang", "BlancUltraSchachZwang", Args::None},  // 120
    {"ActuatedRevolvingCentre", "ActuatedRevolvingCentre", "ActuatedRevolvingCentre", Args::None},  // 121
    {"ShieldedKings", "SchutzKoenige", "ShieldedKings", Args::None},  // 122
    {"CURRENTLYUNUSED", "ZURZEITUNVERWENDET", "NONUTILISEACTUELLEMENT", Args::None},  // 123
    {"LineChameleonChess", "LinienChamaeleonSchach", "EchecsCameleonLigne", Args::None},  // 124
    {"NoWhiteCapture", "WeisserOhneSchlag", "BlancSansPrises", Args::None},  // 125
    {"NoBlackCapture", "SchwarzerOhneSchlag", "NoirSansPrises", Args::None},  // 126
    {"AprilChess", "Aprilschach", "EchecsAvril", Args::Walks},  // 127
    {"AlphabeticChess", "AlphabetischesSchach", "EchecsAlphabetiques", Args::None},  // 128
    {"CirceTurncoats", "TurncoatCirce", "CirceTurncoats", Args::None},  // 129
    {"CirceDoubleAgents", "DoppelAgentenCirce", "CirceDoubleAgents", Args::RexIncl},  // 130
    {"AMU", "AMU", "AMU", Args::None},  // 131
    {"SingleBox", "NurPartiesatzSteine", "SingleBox", Args::Type13},  // 132
    {"MAFF", "MAFF", "MAFF", Args::None},  // 133
    {"OWU", "OWU", "OWU", Args::None},  // 134
    {"WhiteOscillatingKings", "WeisseOszillierendeKoenige", "BlancRoisOscillant", Args::TypeAC},  // 135
    {"BlackOscillatingKings", "SchwarzeOszillierendeKoenige", "NoirRoisOscillant", Args::TypeAC},  // 136
    {"AntiKings", "AntiKoenige", "AntiRois", Args::None},  // 137
    {"AntiMarsCirce", "AntiMarsCirce", "AntiMarsCirce", Args::CirceVariants},  // 138
    {"AntiMarsMirrorCirce", "AntiMarsMalefiqueCirce", "AntiMarsMalefiqueCirce", Args::RexExcl},  // 139
    {"AntiMarsAntipodeanCirce", "AntiMarsAntipodeanCirce", "AntiMarsAntipodeanCirce", Args::RexExcl},  // 140
    {"WhiteSuperTransmutingKing", "WeisserSuperTransmutierenderKoenig", "BlancSuperRoiTransmute", Args::None},  // 141
    {"BlackSuperTransmutingKing", "SchwarzerSuperTransmutierenderKoenig", "NoirSuperRoiTransmute", Args::None},  // 142
    {"AntiSuperCirce", "AntiSuperCirce", "AntiSuperCirce", Args::AntiType},  // 143
    {"UltraPatrol", "UltraPatrouille", "UltraPatrouille", Args::None},  // 144
    {"SwappingKings", "TauschKoenige", "RoisEchanges", Args::None},  // 145
    {"RoyalDynasty", "KoenigsDynastie", "DynastieRoyale", Args::None},  // 146
    {"SAT", "SAT", "SAT", Args::Numbers2},  // 147
    {"StrictSAT", "StrictSAT", "StrictSAT", Args::Numbers2},  // 148
    {"Take&MakeChess", "Take&MakeSchach", "Take&MakeEchecs", Args::TakeMake},  // 149
    {"BlackSynchronMover", "SchwarzerSynchronZueger", "NoirSynchronCoup", Args::None},  // 150
    {"WhiteSynchronMover", "WeisserSynchronZueger", "BlancSynchronCoup", Args::None},  // 151
    {"BlackAntiSynchronMover", "SchwarzerAntiSynchronZueger", "NoirAntiSynchronCoup", Args::None},  // 152
    {"WhiteAntiSynchronMover", "WeisserAntiSynchronZueger", "BlancAntiSynchronCoup", Args::None},  // 153
    {"Masand", "Masand", "Masand", Args::None},  // 154
    {"BGL", "BGL", "BGL", Args::BGL},  // 155
    {"BlackChecks", "SchwarzSchaecher", "NoirEchecs", Args::None},  // 156
    {"AnnanChess", "Annanschach", "AnnanEchecs", Args::TypeAD},  // 157
    {"NormalPawn", "NormalBauern", "PionNormale", Args::None},  // 158
    {"Lortap", "Elliuortap", "Elliuortap", Args::None},  // 159
    {"VaultingKings", "VaultingKings", "VaultingKings", Args::Vaulting},  // 160
    {"WhiteVaultingKing", "WeisserVaultingKing", "BlancVaultingKing", Args::Vaulting},  // 161
    {"BlackVaultingKing", "SchwarzerVaultingKing", "NoirVaultingKing", Args::Vaulting},  // 162
    {"ProteanChess", "ProteischesSchach", "EchecsProtee", Args::RexExcl},  // 163
    {"GenevaChess", "GenferSchach", "EchecsGeneve", Args::CirceVariants},  // 164
    {"ChameleonPursuit", "ChamaeleonVerfolgung", "CameleonPoursuite", Args::None},  // 165
    {"AntiKoeko", "AntiKoeko", "AntiKoeko", Args::Koeko},  // 166
    {"CastlingChess", "RochadeSchach", "EchecsRoque", Args::None},  // 167
    {"LosingChess", "Schlagschach", "QuiPerdGagne", Args::None},  // 168
    {"Disparate", "Disparate", "Disparate", Args::None},  // 169
    {"GhostChess", "Geisterschach", "EchecsGhost", Args::None},  // 170
    {"HauntedChess", "Spukschach", "EchecsHantes", Args::None},  // 171
    {"ProvocationChess", "ProvokationSchach", "EchecsProvacateurs", Args::None},  // 172
    {"CageCirce", "KaefigCirce", "CirceCage", Args::None},  // 173
    {"Dummy", "Dummy", "Dummy", Args::None},  // 174
    {"Football", "Fussball", "Football", Args::Walks},  // 175
    {"ContraParrain", "KontraParrain", "ContraParrain", Args::None},  // 176
    {"KobulKings", "KobulKoenige", "RoisKobul", Args::Kobul},  // 177
    {"ExchangeCastling", "PlatzwechselRochade", "EchangeRoque", Args::None},  // 178
    {"WhiteAlphabeticChess", "WeissesAlphabetischesSchach", "BlancEchecsAlphabetiques", Args::None},  // 179
    {"BlackAlphabeticChess", "SchwarzesAlphabetischesSchach", "NoirEchecsAlphabetiques", Args::None},  // 180
    {"CirceTake&Make", "CirceTake&Make", "CirceTake&Make", Args::None},  // 181
    {"SuperGuards", "SuperDeckungen", "Supergardes", Args::None},  // 182
    {"Wormholes", "Wurmloecher", "TrousDeVer", Args::Squares},  // 183
    {"MarineChess", "MarinesSchach", "EchecsMarins", Args::None},  // 184
    {"UltramarineChess", "UltramarinesSchach", "EchecsUltramarins", Args::None},  // 185
    {"BackHome", "NachHause", "Retour", Args::None},  // 186
    {"FaceToFace", "AngesichtZuAngesicht", "FaceAFace", Args::None},  // 187
    {"BackToBack", "RueckenAnRuecken", "DosADos", Args::None},  // 188
    {"CheekToCheek", "WangeAnWange", "JoueAJoue", Args::None},  // 189
    {"ChameleonSequence", "Chamaeleonsequenz", "CameleonSequence", Args::ChameleonSeq},  // 190
    {"AntiCloneCirce", "AntiCloneCirce", "AntiCloneCirce", Args::None},  // 191
    {"SnekChess", "SnekSchach", "EchecsSnek", Args::None},  // 192
    {"SnekCircleChess", "SnekZirkulaerSchach", "EchecsSnekCirculaires", Args::None},  // 193
    {"LastCapture", "LetzterSchlag", "DernierePrise", Args::LastCapture},  // 194
    {"ArgentinianChess", "ArgentinischesSchach", "EchecsArgentins", Args::None},  // 195
    {"LostPieces", "VerloreneSteine", "PiecesPerdues", Args::None},  // 196
    {"PartialParalysis", "PartielleParalyse", "ParalysePartielle", Args::None},  // 197
    {"VerticalSymmetryCirce", "VertikaleSymmetrieCirce", "CirceSymetriqueVerticale", Args::RexIncl},  // 198
    {"HorizontalSymmetryCirce", "HorizontaleSymmetrieCirce", "CirceSymetriqueHorizontale", Args::RexIncl},  // 199
    {"VerticalSymmetryAntiCirce", "VertikaleAntiSymmetrieCirce", "AntiCirceSymetriqueVerticale", Args::AntiType},  // 200
    {"HorizontalSymmetryAntiCirce", "HorizontaleAntiSymmetrieCirce", "AntiCirceSymetriqueHorizontale", Args::AntiType},  // 201
    {"ImmuneVerticalSymmetry", "ImmuneVertikaleSymmetrie", "ImmuneSymetriqueVerticale", Args::None},  // 202
    {"ImmuneHorizontalSymmetry", "ImmuneHorizontaleSymmetrie", "ImmuneSymetriqueHorizontale", Args::None},  // 203
    {"LeseMajeste", "LeseMajeste", "LeseMajeste", Args::None},  // 204
    {"Rokagogo", "Rokagogo", "Rokagogo", Args::None},  // 205
    {"Breton", "Breton", "Breton", Args::Breton},  // 206
    {"Make&TakeChess", "Make&TakeSchach", "Make&TakeEchecs", Args::None},  // 207
    {"PointReflection", "Punktspiegelung", "ReflexionCentrale", Args::None},  // 208
    {"NannaChess", "Nannaschach", "AnnanEchecs", Args::TypeAD},  // 209
    {"MasandGeneralised", "MasandVerallgemeinert", "MasandGeneralise", Args::None},  // 210
    {"Bolero", "Bolero", "Bolero", Args::RexIncl},  // 211
    {"BoleroInverse", "BoleroInvers", "BoleroInverse", Args::RexIncl},  // 212
    {"Influencer", "Influencer", "Influenceur", Args::None},  // 213
    {"RoleExchange", "Rollentausch", "EchangeRole", Args::Number},  // 214
    {"BlackMaxDister", "SchwarzerMaxDister", "NoirMaxDister", Args::Squares},  // 215
    {"BlackMinDister", "SchwarzerMinDister", "NoirMinDister", Args::Squares},  // 216
    {"WhiteMaxDister", "WeisserMaxDister", "BlancMaxDister", Args::Squares},  // 217
    {"WhiteMinDister", "WeisserMinDister", "BlancMinDister", Args::Squares},  // 218
    {"SeriesCapture", "SerienSchlag", "SerieCapture", Args::None},  // 219
    {"DarkSide", "DarkSide", "DarkSide", Args::None},  // 220
    {"Leffie", "Leffie", "Leffie", Args::None},  // 221
    {"Pepo", "Pepo", "Pepo", Args::None},  // 222
    {"CASTChess", "CASTSchach", "CASTEchecs", Args::CAST},  // 223
    {"Bicaptures", "Bicaptures", "Bicaptures", Args::None},  // 224
    {"FuddledMen", "FuddledMen", "FuddledMen", Args::None},  // 225
    {"TransmissionMenace", "TransmissionMenace", "TransmissionMenace", Args::None},  // 226
    {"PowerTransfer", "KraftTransfer", "TransfertPouvoir", Args::RexIncl},  // 227
    {"MultiCaptures", "MultiCaptures", "MultiCaptures", Args::Kobul},  // 228
    {"AntiGuards", "AntiDeckungen", "Antigardes", Args::None},  // 229
    {"FrankfurtChess", "FrankfurtSchach", "Francfort", Args::RexExcl},  // 230
    {"Anda", "Anda", "Anda", Args::None},  // 231
    {"AndaInverse", "AndaInvers", "AndaInverse", Args::None},  // 232
    {"HalfInChess", "HalfInChess", "HalfInChess", Args::None},  // 233
    {"AllInChess", "AllInChess", "AllInChess", Args::None},  // 234
    {"MainlyInChess", "MainlyInChess", "MainlyInChess", Args::None},  // 235
    {"AliceChess", "AliceSchach", "Alice", Args::None},  // 236
    {"Immobilio", "Immobilio", "Immobilio", Args::Walks},  // 237
    {"PADChess", "PADSchach", "PADechecs", Args::PAD},  // 238
    {"DangerCirce", "GefahrenCirce", "CirceDanger", Args::None},  // 239
    {"#C", "#C", "#C", Args::None},  // 240
};

}  // namespace nightrider::solver::popeye
