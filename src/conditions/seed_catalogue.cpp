#include "conditions/seed_catalogue.h"

#include <sstream>
#include <string>

namespace nightrider::conditions {

const std::vector<SeedCondition>& seed_conditions() {
  // (Facts from CONDITIONS.md: number, seed name, Popeye's keyword. Para-circé is Popeye's closest
  // reading; 72's n is given as 6 so that the words can be read.)
  static const std::vector<SeedCondition> list = {
    {1, "Absorbant", "",
     "a capturer gains the captured unit's powers",
     "A unit that captures (not a king) keeps its own way of moving and adds the captured unit's: a bishop that takes a knight moves on as bishop and knight together.",
     "Une pièce qui prend (sauf le roi) garde sa marche et y ajoute celle de la pièce prise : un fou qui prend un cavalier joue ensuite en fou et en cavalier."},
    {2, "All-in-Chess", "AllInChess",
     "either side may move the other side's units",
     "On its turn a side may move one of its own units or one of the opponent's, but may not simply undo the move just played.",
     "À son tour, chaque camp peut jouer une de ses pièces ou une pièce adverse, sans toutefois défaire le coup qui vient d'être joué."},
    {3, "Alsacien (Alsatian)", "",
     "every position must be legal in orthodox chess",
     "Besides the fairy rules, a move is illegal if it leaves the mover's king in check as orthodox chess sees it, even where the fairy rules say the king is not in check (an attacker paralysed, a capture forbidden by an occupied rebirth square).",
     "En plus des règles féeriques, un coup est illégal s'il laisse le roi du camp qui joue en échec au sens orthodoxe, même là où les règles féeriques disent que le roi n'est pas en échec (un attaquant paralysé, une prise interdite par une case de renaissance occupée)."},
    {4, "Amnésie", "",
     "retro analysis forgets the moves already played",
     "Retrograde analysis is judged on the position alone, without regard to the moves already played: a king and a rook standing on their squares of the game array may castle, even if they have moved and come back. En passant is taken only just after the double step, as usual.",
     "L'analyse rétrograde se fait sur la seule position, sans tenir compte des coups déjà joués : un roi et une tour sur leurs cases de départ peuvent roquer, même s'ils ont bougé puis sont revenus. La prise en passant se fait seulement juste après le double pas, comme d'habitude."},
    {5, "Annéciens", "",
     "each turn one unit moves twice and the position must change",
     "Every turn consists of two moves by the same unit, and the position afterwards must differ from the one before; a single move is not a turn. A side may leave its king attacked in between; unless stated otherwise the king need not be taken.",
     "Chaque tour se compose de deux coups de la même pièce, et la position obtenue doit différer de celle de départ ; un coup simple ne compte pas. Un camp peut laisser son roi attaqué en cours de route ; sauf mention contraire, il n'est pas obligatoire de prendre le roi."},
    {6, "Anti-Andernach", "AntiAndernachChess",
     "a unit that moves without capturing changes side",
     "A unit other than a king that moves without capturing passes to the opponent (a neutral unit moved by White becomes black). A rook that becomes White's on a1 or h1, or Black's on a8 or h8, may castle.",
     "Une pièce autre que le roi qui joue sans prendre passe à l'adversaire (une pièce neutre jouée par les Blancs devient noire). Une tour qui devient blanche en a1 ou h1, ou noire en a8 ou h8, peut roquer."},
    {7, "Anticircé colonne", "FileAntiCirce",
     "the capturer goes back to its Circe rank on the capture file",
     "After a capture the capturing unit, king included, goes to the square of its Circe rebirth rank on the file where it captured; if that square is taken the capture is not allowed. A pawn promoting by capture promotes first. Unless stated otherwise, a capture on that very square is not allowed.",
     "Après une prise, la pièce qui prend (roi compris) se rend sur la case de sa rangée de renaissance Circé située sur la colonne de la prise ; si cette case est occupée, la prise est interdite. Un pion qui prend en se promouvant se promeut d'abord. Sauf mention contraire, une prise sur cette case même est interdite."},
    {8, "Anticircé échange", "AntiCirce CaptureSquare",
     "the capturer is reborn where it captured",
     "After a capture the capturing unit is reborn on the capture square, where it already stands: the rule changes nothing on the board.",
     "Après une prise, la pièce qui prend renaît sur la case de la prise, où elle se trouve déjà : la règle ne change rien sur l'échiquier."},
    {9, "Anticircé équipollent", "EquipollentsAntiCirce",
     "the capturer jumps on as far again beyond the capture square",
     "After a capture the capturing unit, king included, goes to the square that mirrors its departure square through the capture square; if that square is taken or off the board the capture is not allowed.",
     "Après une prise, la pièce qui prend (roi compris) se rend sur la case symétrique de sa case de départ par rapport à la case de prise ; si cette case est occupée ou hors de l'échiquier, la prise est interdite."},
    {10, "Anticircé maléfique", "MirrorAntiCirce",
     "the capturer goes back to its mirrored Circe square",
     "After a capture the capturing unit, king included, goes to the rebirth square its opponent's like unit would have in Circe (the mirrored square); if it is taken the capture is not allowed. A pawn promoting by capture promotes first. Unless stated otherwise, a capture on that very square is not allowed.",
     "Après une prise, la pièce qui prend (roi compris) se rend sur la case de renaissance qu'aurait en Circé la pièce adverse de même nature (la case en miroir) ; si elle est occupée, la prise est interdite. Un pion qui prend en se promouvant se promeut d'abord. Sauf mention contraire, une prise sur cette case même est interdite."},
    {11, "Anti-Super-Circé", "AntiSuperCirce",
     "the capturer is put on any empty square",
     "After a capture the capturing unit, king included, is moved to an empty square of its side's choice. Unless stated otherwise it may not stay on the capture square. A pawn on its own first rank cannot move.",
     "Après une prise, la pièce qui prend (roi compris) est placée sur une case vide au choix de son camp. Sauf mention contraire, elle ne peut pas rester sur la case de prise. Un pion sur sa première rangée est immobile."},
    {12, "Augsburg", "",
     "units of one side may share a square and travel together",
     "A unit other than a king may move onto a square held by a unit of its own side; units sharing a square each keep their powers, and when one of them leaves the others may go with it or stay. A pawn on its own first rank cannot move.",
     "Une pièce autre que le roi peut aller sur une case occupée par une pièce de son camp ; les pièces d'une même case gardent chacune leurs pouvoirs, et quand l'une part, les autres peuvent la suivre ou rester. Un pion sur sa première rangée est immobile."},
    {13, "Bicaptures", "Bicaptures",
     "units may capture their own side's units too",
     "Any unit may capture units of its own side as well as the opponent's; with Rex Exclusiv it may not take its own king.",
     "Toute pièce peut prendre les pièces de son propre camp comme celles de l'adversaire ; en Rex Exclusiv, elle ne peut pas prendre son propre roi."},
    {14, "Bichromatique", "BichromChess",
     "every move goes to a square of the other colour",
     "Each move must end on a square of the other colour than the one the unit left.",
     "Chaque coup doit arriver sur une case de couleur différente de celle que la pièce quitte."},
    {15, "Bicolores", "Bicolores",
     "a king is also in check from its own side's units",
     "A king is in check when an enemy unit attacks it, and also when a unit of its own side attacks it.",
     "Un roi est en échec quand une pièce adverse l'attaque, et aussi quand une pièce de son propre camp l'attaque."},
    {16, "Brunner", "BrunnerChess",
     "a king may be taken only if the taker's king is then safe",
     "A side may not capture the opposing king when its own king would be attacked after the capture; a check is real only if that capture would be allowed.",
     "Un camp ne peut pas prendre le roi adverse si son propre roi serait attaqué après la prise ; un échec ne compte que si cette prise serait permise."},
    {17, "Case obligatoire conséquente", "WhiteConsequentForcedSquare",
     "both sides must move to the given squares when they can",
     "When a side can make a move that arrives on one of the given squares, it must play such a move. The obligation also decides which attacks on a king count as check.",
     "Quand un camp peut jouer un coup qui arrive sur l'une des cases données, il doit jouer un tel coup. L'obligation décide aussi quelles attaques du roi valent échec."},
    {18, "Case obligatoire conséquente blanche", "WhiteConsequentForcedSquare",
     "White must move to the given squares when it can",
     "When White can make a move that arrives on one of the given squares, it must play such a move; Black plays freely.",
     "Quand les Blancs peuvent jouer un coup qui arrive sur l'une des cases données, ils doivent jouer un tel coup ; les Noirs jouent librement."},
    {19, "Case obligatoire conséquente noire", "BlackConsequentForcedSquare",
     "Black must move to the given squares when it can",
     "When Black can make a move that arrives on one of the given squares, it must play such a move; White plays freely.",
     "Quand les Noirs peuvent jouer un coup qui arrive sur l'une des cases données, ils doivent jouer un tel coup ; les Blancs jouent librement."},
    {20, "Cavalier majeur", "CavalierMajeur",
     "nightriders stand where the knights stood",
     "The game starts with nightriders in place of the knights, and the nightrider takes the knight's part everywhere (promotion, rebirth squares).",
     "La partie commence avec des noctambules à la place des cavaliers, et le noctambule tient partout le rôle du cavalier (promotion, cases de renaissance)."},
    {21, "Central", "CentralChess",
     "a unit moves only if a unit that can move guards it",
     "A king may always move. Any other unit may move (or capture, or check) only if it is guarded by a unit of its side that may itself move, so that every mobile unit is linked to its king by a chain.",
     "Un roi peut toujours jouer. Toute autre pièce ne peut jouer (ni prendre, ni faire échec) que si elle est protégée par une pièce de son camp qui peut elle-même jouer : chaque pièce mobile est reliée à son roi par une chaîne."},
    {22, "Circé antipode", "AntipodeanCirce",
     "the captured unit is reborn four files and four ranks away",
     "A captured unit other than a king is reborn on the square four files and four ranks from where it was taken, if that square is empty; otherwise it is gone.",
     "Une pièce prise autre que le roi renaît sur la case située à quatre colonnes et quatre rangées de la case de prise si elle est vide ; sinon elle disparaît."},
    {23, "Circé caméléon", "ChameleonCirce",
     "the captured unit changes kind, then is reborn as in Circe",
     "A captured queen, rook, bishop or knight first changes kind (knight to bishop, bishop to rook, rook to queen, queen to knight), then is reborn on its Circe square in its new kind if that square is empty; otherwise it is gone.",
     "Une dame, tour, fou ou cavalier pris change d'abord de nature (cavalier en fou, fou en tour, tour en dame, dame en cavalier), puis renaît sous sa nouvelle nature sur sa case Circé si elle est vide ; sinon il disparaît."},
    {24, "Circé clône", "CirceClone",
     "the captured unit is reborn as a copy of its capturer",
     "A captured unit other than a king takes the kind of the unit that took it, and is reborn on the Circe square of that kind if it is empty; otherwise it is gone.",
     "Une pièce prise autre que le roi prend la nature de la pièce qui l'a prise, puis renaît sur la case Circé de cette nature si elle est vide ; sinon elle disparaît."},
    {25, "Circé coucou", "",
     "couscous Circe, and a pawn capture is barred if a promotion would be a self-check",
     "As in couscous Circe, but a capture of a pawn that would have to promote is not allowed when one of its promotions would leave its side in check.",
     "Comme en Circé couscous, mais la prise d'un pion qui devrait se promouvoir est interdite si l'une de ses promotions laissait son camp en échec."},
    {26, "Circé couscous", "CouscousCirce",
     "the captured unit is reborn on its capturer's Circe square",
     "A captured unit other than a king is reborn on the Circe square of the unit that took it, if that square is empty; otherwise it is gone. Unless stated otherwise, after a capture by a promoting pawn it is the pawn's square that counts.",
     "Une pièce prise autre que le roi renaît sur la case Circé de la pièce qui l'a prise si elle est vide ; sinon elle disparaît. Sauf mention contraire, après une prise avec promotion, c'est la case du pion qui compte."},
    {27, "Circé diagramme", "DiagramCirce",
     "the captured unit is reborn where it stood in the diagram",
     "A captured unit other than a king is reborn on the square it held in the diagram, if that square is empty; otherwise it is gone. In the white form only White's units are reborn.",
     "Une pièce prise autre que le roi renaît sur la case qu'elle occupait dans le diagramme si elle est vide ; sinon elle disparaît. Dans la forme blanche, seules les pièces blanches renaissent."},
    {28, "Circé équipollent", "EquipollentsCirce",
     "the captured unit is pushed on by the capturing move's own step",
     "A captured unit other than a king is reborn on the square reached by carrying the capturing move on from the capture square, same direction and same length, if that square is empty and on the board; otherwise it is gone.",
     "Une pièce prise autre que le roi renaît sur la case atteinte en prolongeant le coup de prise depuis la case de prise, même direction et même longueur, si elle est vide et sur l'échiquier ; sinon elle disparaît."},
    {29, "Circé inversé", "VerticalMirrorCirce",
     "Circe with the rebirth square mirrored across the board's middle file line",
     "A captured unit other than a king is reborn on its Circe square reflected across the line between the d and e files, if that square is empty; otherwise it is gone.",
     "Une pièce prise autre que le roi renaît sur sa case Circé reflétée par rapport à la ligne entre les colonnes d et e, si elle est vide ; sinon elle disparaît."},
    {30, "Circé kamikaze", "",
     "both the captured unit and its capturer are reborn",
     "After a capture both units, neither being a king, go back to their Circe squares, each only if its square is empty; a unit that cannot is gone.",
     "Après une prise, les deux pièces (aucune n'étant un roi) retournent sur leur case Circé, chacune seulement si sa case est vide ; celle qui ne le peut pas disparaît."},
    {31, "Circé maléfique martien", "MarsMirrorCirce",
     "to capture, a unit first goes to its mirrored Circe square",
     "A unit captures only from its rebirth square of mirror Circe (the square of the opponent's like unit): that square must be empty, and the capture is made from there as if the unit stood on it.",
     "Une pièce ne prend qu'à partir de sa case de renaissance en Circé maléfique (celle de la pièce adverse de même nature) : cette case doit être vide, et la prise se fait depuis elle comme si la pièce s'y trouvait."},
    {32, "Circé symétrique", "SymmetryCirce",
     "the captured unit is reborn on the point-symmetric square",
     "A captured unit other than a king is reborn on the square symmetric to the capture square through the board's centre, if it is empty; otherwise it is gone.",
     "Une pièce prise autre que le roi renaît sur la case symétrique de la case de prise par rapport au centre de l'échiquier si elle est vide ; sinon elle disparaît."},
    {33, "Dead Reckoning", "",
     "no side may move once mate has become impossible",
     "As soon as no sequence of moves could lead to mate any more, neither side may move: the play ends there, drawn, and the position is neither mate nor stalemate. Nightrider recognises the positions dead by their material (bare kings, a lone minor piece, bishops all on squares of one colour).",
     "Dès qu'aucune suite de coups ne peut plus mener au mat, aucun camp ne peut jouer : la partie s'arrête là, nulle, et la position n'est ni mat ni pat. Nightrider reconnaît les positions mortes par leur matériel (rois seuls, une pièce mineure seule, des fous tous sur des cases d'une même couleur)."},
    {34, "Dynamo", "",
     "units push and pull instead of capturing",
     "There are no ordinary captures. A rider or leaper may push or pull one other unit, friend or foe, along its line (a leaper one step only), and a unit pushed or pulled off the board is captured; a unit other than a king may send itself off the board. A pawn pushes only: straight ahead a friendly unit, diagonally an enemy one. Castling is unchanged and a move must change the position.",
     "Il n'y a pas de prise ordinaire. Un coureur ou un sauteur peut pousser ou tirer une autre pièce, amie ou ennemie, sur sa ligne (un sauteur d'un pas seulement), et une pièce poussée ou tirée hors de l'échiquier est prise ; une pièce autre que le roi peut s'envoyer elle-même hors de l'échiquier. Un pion ne fait que pousser : droit devant une pièce amie, en diagonale une pièce ennemie. Le roque ne change pas et un coup doit modifier la position."},
    {35, "Eiffel", "EiffelChess",
     "pawn, knight, bishop, rook and queen paralyse each other in a cycle",
     "A unit is paralysed (it may not move, capture or check) while an enemy unit of the next kind in the cycle attacks it: a knight by a pawn, a bishop by a knight, a rook by a bishop, a queen by a rook, a pawn by a queen.",
     "Une pièce est paralysée (elle ne peut ni jouer, ni prendre, ni faire échec) tant qu'une pièce ennemie du type suivant dans le cycle l'attaque : un cavalier par un pion, un fou par un cavalier, une tour par un fou, une dame par une tour, un pion par une dame."},
    {36, "Einstein", "EinsteinChess",
     "units change kind as they move: down without capturing, up when capturing",
     "A unit that moves without capturing drops a step (queen to rook, rook to bishop, bishop to knight, knight to pawn); one that captures rises a step (pawn to knight, knight to bishop, bishop to rook, rook to queen). A pawn on its first rank may advance one, two or three squares, and there is no promotion unless stated otherwise.",
     "Une pièce qui joue sans prendre descend d'un cran (dame en tour, tour en fou, fou en cavalier, cavalier en pion) ; celle qui prend monte d'un cran (pion en cavalier, cavalier en fou, fou en tour, tour en dame). Un pion sur sa première rangée peut avancer d'une, deux ou trois cases, et il n'y a pas de promotion sauf mention contraire."},
    {37, "Exclusif", "ExclusiveChess",
     "a move reaching the aim is legal only if it is the only one",
     "A move that would reach the stipulated aim (mate, for instance) is illegal when the side has more than one such move.",
     "Un coup qui atteindrait le but fixé (le mat par exemple) est illégal si le camp dispose de plus d'un tel coup."},
    {38, "Extinction", "ExtinctionChess",
     "a side is in check when it could lose its last unit of a kind",
     "A side is in check whenever the opponent threatens to capture the last unit of some kind it still has; there are no royal units, and pawns may promote to king.",
     "Un camp est en échec dès que l'adversaire menace de prendre la dernière pièce d'une nature qu'il possède encore ; il n'y a pas de pièce royale, et les pions peuvent se promouvoir en roi."},
    {39, "Fantômes - Ghost", "GhostChess",
     "captured units come back where they fell, as uncapturable ghosts",
     "A captured unit other than a king returns to the square where it was taken as soon as that square is empty, and from then on it cannot be captured.",
     "Une pièce prise autre que le roi revient sur la case où elle a été prise dès que cette case est libre, et ne peut plus être prise ensuite."},
    {40, "Fusil", "AntiCirce PWC",
     "the capturer goes back to the square it came from",
     "After a capture the capturing unit returns to the square it left.",
     "Après une prise, la pièce qui prend retourne sur la case qu'elle a quittée."},
    {41, "Glasgow", "GlasgowChess",
     "pawns promote on their seventh rank",
     "Pawns promote on the last rank but one instead of the last.",
     "Les pions se promeuvent sur l'avant-dernière rangée au lieu de la dernière."},
    {42, "Gravitation", "",
     "after a move a unit slides one square back towards its own side",
     "After it moves, a unit other than a king or pawn steps back one square towards its own side; a unit standing there is captured, so one move may capture twice.",
     "Après avoir joué, une pièce autre qu'un roi ou un pion recule d'une case vers son camp ; la pièce qui s'y trouve est prise, de sorte qu'un coup peut prendre deux fois."},
    {43, "Haan", "HaanerChess",
     "a square a unit leaves becomes a hole",
     "Each square a unit leaves becomes a hole: no unit may stand on it or pass over it any more.",
     "Chaque case qu'une pièce quitte devient un trou : aucune pièce ne peut plus s'y arrêter ni la traverser."},
    {44, "Isardam", "Isardam",
     "no move may leave two like units of opposite sides attacking each other",
     "A move is illegal if, after it, some unit attacks an enemy unit of its own kind.",
     "Un coup est illégal si, après lui, une pièce attaque une pièce ennemie de même nature."},
    {45, "Isardam type B", "Isardam TypeB",
     "Isardam, except for moves that attack the king",
     "As in Isardam, a move may not leave a unit attacking an enemy unit of its own kind, unless the move threatens to capture the king.",
     "Comme en Isardam, un coup ne peut pas laisser une pièce attaquer une pièce ennemie de même nature, sauf s'il menace de prendre le roi."},
    {46, "Kamikaze Rex Inclusiv", "",
     "a unit that captures, king included, disappears",
     "Every unit that captures, the king included, leaves the board with the unit it took.",
     "Toute pièce qui prend, roi compris, quitte l'échiquier avec la pièce prise."},
    {47, "Les Noirs ne jouent que pour donner échec (Black checks)", "BlackChecks",
     "Black moves only to give check, and passes otherwise",
     "Black may only play moves that give check; when it has none, it passes.",
     "Les Noirs ne peuvent jouer que des coups qui font échec ; s'ils n'en ont pas, ils passent."},
    {48, "Locusauteur", "",
     "locusts of four kinds replace the knights, bishops, rooks and queens",
     "The game starts with nightrider-locusts for the knights, bishop-locusts for the bishops, rook-locusts for the rooks and locusts for the queens, and pawns promote to these four. A locust moves only by capturing: along one of its lines it passes over empty squares to an enemy unit other than the king, takes it and lands on the empty square right behind it. With no rook on the board there is no castling.",
     "La partie commence avec des noctambules-locustes à la place des cavaliers, des fous-locustes à la place des fous, des tours-locustes à la place des tours et des locustes à la place des dames, et les pions se promeuvent en ces quatre pièces. Une locuste ne joue qu'en prenant : sur une de ses lignes, elle passe des cases vides jusqu'à une pièce ennemie autre que le roi, la prend et se pose sur la case vide juste derrière. Sans tour sur l'échiquier, il n'y a pas de roque."},
    {49, "MAFF", "MAFF",
     "checks on a black king without flight squares are barred",
     "A check on the black king is illegal when the king has no flight square, and the black king may not move when it has exactly one flight square.",
     "Un échec au roi noir est illégal quand ce roi n'a aucune case de fuite, et le roi noir ne peut pas jouer quand il a exactement une case de fuite."},
    {50, "Monochromatique", "MonochromChess",
     "every move stays on squares of one colour",
     "No unit may move, or be placed, onto a square of the other colour than the one it left.",
     "Aucune pièce ne peut aller, ni être placée, sur une case de couleur différente de celle qu'elle quitte."},
    {51, "No Double Pawns", "",
     "two pawns of one side may not share a file",
     "A move is illegal if it leaves two pawns of the same side on one file.",
     "Un coup est illégal s'il laisse deux pions du même camp sur une même colonne."},
    {52, "Optional Replacement", "Circe Super",
     "the captor may put the captured unit back on any empty square",
     "A captured unit other than a king may be put back on any empty square, or left off the board; a bishop keeps its square colour, and a pawn may not go to the first or last rank.",
     "Une pièce prise autre que le roi peut être replacée sur n'importe quelle case vide, ou laissée hors de l'échiquier ; un fou garde sa couleur de case, et un pion ne peut aller ni sur la première ni sur la dernière rangée."},
    {53, "Para-circé", "AntiCirce RexExclusive Relaxed",
     "the capturer goes back to its own Circe square if it can",
     "After a capture the capturing unit, not a king, goes back to its Circe square; if that square is taken it stays where it captured. A pawn that captured on its promotion rank goes back as a pawn. Kings cannot move.",
     "Après une prise, la pièce qui prend (pas un roi) retourne sur sa case Circé ; si cette case est occupée, elle reste sur la case de prise. Un pion qui a pris sur sa rangée de promotion retourne en pion. Les rois sont immobiles."},
    {54, "Progressif", "",
     "each turn is one move longer than the last",
     "The first turn is one move, the next two, then three and so on; a turn ends early when one of its moves gives check. A pawn that made a single double step in a turn may be taken en passant on the first move of the next.",
     "Le premier tour compte un coup, le suivant deux, puis trois et ainsi de suite ; un tour s'arrête dès qu'un de ses coups fait échec. Un pion qui a fait un seul double pas dans un tour peut être pris en passant au premier coup du tour suivant."},
    {55, "Qui perd gagne - Losing game", "LosingChess",
     "captures are compulsory, the king is not royal, and a side with no move wins",
     "A side that can capture must capture. The king is an ordinary unit: it may be taken, it may not castle, and a pawn may promote to king. A side left without a legal move wins.",
     "Un camp qui peut prendre doit prendre. Le roi est une pièce ordinaire : il peut être pris, il ne roque pas, et un pion peut se promouvoir en roi. Le camp qui n'a plus de coup légal gagne."},
    {56, "Renaissances Circé assassin", "Circe Assassin",
     "Circe where the unit on the rebirth square is removed",
     "As in Circe, but when the rebirth square is occupied, the unit standing there is removed and the captured unit is reborn in its place.",
     "Comme en Circé, mais quand la case de renaissance est occupée, la pièce qui s'y trouve disparaît et la pièce prise renaît à sa place."},
    {57, "Renaissances Circé parachuté", "Circe Parachute",
     "Circe where a unit reborn on an occupied square waits on top of it",
     "As in Circe, but a unit whose rebirth square is occupied is kept above the unit there (which may already carry others); when the square is left, the kept units come down one by one, the last kept first.",
     "Comme en Circé, mais une pièce dont la case de renaissance est occupée est gardée au-dessus de la pièce qui s'y trouve (qui peut déjà en porter d'autres) ; quand la case se libère, les pièces gardées redescendent une à une, la dernière gardée en premier."},
    {58, "Renaissances Circé Rex Inclusiv", "Circe RexInclusive",
     "Circe where kings are reborn too",
     "As in Circe, and a captured king is reborn as well.",
     "Comme en Circé, et un roi pris renaît lui aussi."},
    {59, "Renaissances Circé strict", "Circe Strict",
     "Circe where a capture is barred if the captured unit cannot be reborn",
     "As in Circe, but a capture is not allowed when the captured unit could not be reborn.",
     "Comme en Circé, mais une prise est interdite si la pièce prise ne pouvait pas renaître."},
    {60, "Renaissances Circé volcanique", "Circe Volcanic",
     "Circe where a unit reborn on an occupied square waits beneath it",
     "As in Circe, but a unit whose rebirth square is occupied is kept beneath the unit(s) there; when the square is left, the kept units come up one by one, the first kept first.",
     "Comme en Circé, mais une pièce dont la case de renaissance est occupée est gardée sous la ou les pièces qui s'y trouvent ; quand la case se libère, les pièces gardées remontent une à une, la première gardée en premier."},
    {61, "Républicains", "RepublicanChess",
     "no kings: a side is mated if the opponent could place its king mated",
     "There are no kings on the board. After a move, if its side could put the opponent's king on some square where it would stand legally mated, the opponent is mated.",
     "Il n'y a pas de roi sur l'échiquier. Après un coup, si son camp pouvait placer le roi adverse sur une case où il serait légalement mat, l'adversaire est mat."},
    {62, "Rex Multiplex", "",
     "a side may have several kings and is mated only when all are",
     "A side may have several kings, and pawns may promote to king. It is mated only when all its kings are mated; a check that is not mate is legal only if the other side can answer with a move that leaves none of its kings in check.",
     "Un camp peut avoir plusieurs rois, et les pions peuvent se promouvoir en roi. Il n'est mat que si tous ses rois sont mats ; un échec qui n'est pas mat n'est légal que si l'autre camp peut y répondre par un coup qui ne laisse aucun de ses rois en échec."},
    {63, "Rois réflecteurs", "ReflectiveKings",
     "a king attacked by a unit also moves like that unit",
     "A king attacked by an enemy unit may also move, and capture, as that unit does, besides its own king move.",
     "Un roi attaqué par une pièce ennemie peut aussi jouer, et prendre, comme cette pièce, en plus de sa marche de roi."},
    {64, "Rois siamois", "",
     "a side with two kings is in check when either is attacked",
     "A side may have two kings; it is in check when either of them is attacked.",
     "Un camp peut avoir deux rois ; il est en échec dès que l'un d'eux est attaqué."},
    {65, "Rois strictement transmutés", "",
     "kings never move as kings, only as the units that attack them",
     "A king never moves as a king: it moves, captures and gives check only as the enemy units that attack it do, and while none attacks it, it neither moves nor attacks anything (so two kings may stand side by side, and a king never castles).",
     "Un roi ne joue jamais en roi : il joue, prend et fait échec seulement comme les pièces ennemies qui l'attaquent, et tant qu'aucune ne l'attaque, il ne joue pas et n'attaque rien (deux rois peuvent donc se toucher, et un roi ne roque jamais)."},
    {66, "Rokagogo", "Rokagogo",
     "king and rook may castle again on any line",
     "A king and a rook of the same side may castle even if they have moved, on a rank or a file, when at least two empty squares separate them and the king crosses no attacked square: the king goes two squares towards the rook, and the rook lands on the square the king passed over.",
     "Un roi et une tour du même camp peuvent roquer même s'ils ont déjà joué, sur une rangée ou une colonne, quand au moins deux cases vides les séparent et que le roi ne traverse aucune case attaquée : le roi va de deux cases vers la tour, et la tour se place sur la case que le roi a franchie."},
    {67, "Rose", "",
     "roses stand where the knights stood",
     "The game starts with roses in place of the knights.",
     "La partie commence avec des roses à la place des cavaliers."},
    {68, "Sans échec - Checkless", "ChecklessChess",
     "a check that is not mate is illegal",
     "No move may give check unless it mates.",
     "Aucun coup ne peut faire échec sauf s'il fait mat."},
    {69, "SAT", "SAT",
     "a king is in check only when it could step to a safe square",
     "A king counts as in check exactly when it has a move to a square the opponent does not attack.",
     "Un roi est considéré en échec exactement quand il a un coup vers une case que l'adversaire n'attaque pas."},
    {70, "Sentinelles en Pion adverse", "Sentinelles PionAdvers",
     "a moving piece leaves an enemy pawn on the square it leaves",
     "When a unit other than a pawn moves, a pawn of the opponent's colour appears on the square it left, unless that square is on the first or last rank or the opponent already has eight pawns.",
     "Quand une pièce autre qu'un pion joue, un pion de la couleur adverse apparaît sur la case quittée, sauf si cette case est sur la première ou la dernière rangée ou si l'adversaire a déjà huit pions."},
    {71, "Sentinelles en Pion neutre", "Sentinelles PionNeutre",
     "a moving piece leaves a neutral pawn on the square it leaves",
     "When a unit other than a pawn moves, a neutral pawn appears on the square it left, unless that square is on the first or last rank or eight neutral pawns are already on the board.",
     "Quand une pièce autre qu'un pion joue, un pion neutre apparaît sur la case quittée, sauf si cette case est sur la première ou la dernière rangée ou si huit pions neutres sont déjà sur l'échiquier."},
    {72, "Sentinelles Totalmax=n", "Sentinelles MaximumTotal 6",
     "a moving piece leaves a pawn of its side, up to n pawns in all",
     "When a unit other than a pawn moves, a pawn of its own side appears on the square it left, unless that square is on the first or last rank or the board already holds n pawns.",
     "Quand une pièce autre qu'un pion joue, un pion de son camp apparaît sur la case quittée, sauf si cette case est sur la première ou la dernière rangée ou si l'échiquier compte déjà n pions."},
    {73, "Super-Circé", "SuperCirce",
     "the captor may put the captured unit back on any empty square",
     "A captured unit other than a king is reborn on an empty square of the capturing side's choice. A pawn on its own first rank cannot move.",
     "Une pièce prise autre que le roi renaît sur une case vide choisie par le camp qui prend. Un pion sur sa première rangée est immobile."},
    {74, "Swapping Kings", "SwappingKings",
     "after a checking move the two kings change places",
     "Whenever a move gives check, the two kings then swap squares.",
     "Chaque fois qu'un coup fait échec, les deux rois échangent ensuite leurs cases."},
    {75, "Trou - Hole", "Hole",
     "some squares are holes no unit may enter or cross",
     "The given squares are holes: no unit may stand on them or pass over them.",
     "Les cases données sont des trous : aucune pièce ne peut s'y arrêter ni les traverser."},
    {76, "Ultra-Patrouille", "UltraPatrol",
     "a unit may move only while a friendly unit guards it",
     "A unit may move, capture or check only while another unit of its side guards it.",
     "Une pièce ne peut jouer, prendre ou faire échec que si une autre pièce de son camp la protège."},
    {77, "Vogtländer", "VogtlaenderChess",
     "a side is in check only when it is attacking the enemy king itself",
     "A side is in check only while it attacks the opposing king.",
     "Un camp n'est en échec que lorsqu'il attaque lui-même le roi adverse."},
    {78, "Volage", "Volage",
     "a unit changes side the first time it reaches a square of the other colour",
     "A unit other than a king passes to the opponent the first time it moves onto a square of the other colour than the one it left; after that it keeps its side.",
     "Une pièce autre que le roi passe à l'adversaire la première fois qu'elle va sur une case de couleur différente de celle qu'elle quitte ; ensuite elle garde son camp."},
  };
  return list;
}

std::optional<ResolvedCondition> resolve_seed_condition(const SeedCondition& seed) {
  auto words_of = [](std::string_view text) {
    std::vector<std::string> words;
    std::istringstream stream{std::string(text)};
    for (std::string word; stream >> word;) words.push_back(word);
    return words;
  };
  // (Popeye's words first: a seed name of several words may begin with a Popeye keyword and would give
  // it the rest as arguments, "Sentinelles en Pion adverse".)
  if (!seed.popeye.empty())
    if (auto by_keyword = resolve_condition(words_of(seed.popeye))) return by_keyword;
  // (Only a condition that declares the seed name: "Circé coucou" is not Circe with an argument "coucou".)
  auto resolved = resolve_condition(words_of(seed.seed_name));
  if (!resolved) return std::nullopt;
  const std::string name = folded_name(seed.seed_name);
  for (const SeedName& declared : resolved->entry->names.seeds)
    if (folded_name(declared.name) == name) return resolved;
  return std::nullopt;
}

namespace {

// The conditions the seed's own build on, which it names but does not list, and the other conditions of
// Popeye's that one can play.
struct BaseConditionText {
  std::string_view popeye;
  std::string_view summary, en, fr;
};
const BaseConditionText kBaseConditions[] = {
    {"Circe", "a captured unit is reborn on its home square",
     "A captured unit other than a king goes back to its home square if that square is empty, otherwise it is "
     "gone: a pawn to the second rank of its file, a rook, knight or bishop to the home square of its kind "
     "on the square colour where it was taken, a queen to d1 or d8.",
     "Une pièce prise autre que le roi retourne sur sa case d'origine si elle est vide, sinon elle disparaît : "
     "un pion sur la deuxième rangée de sa colonne, une tour, un cavalier ou un fou sur la case d'origine de "
     "sa nature de la couleur de la case de prise, une dame en d1 ou d8."},
    {"AntiCirce", "the capturer goes back to its home square, or may not capture",
     "After a capture the capturing unit, king included, goes to its Circe home square (for the kind it has "
     "after the move); if that square is occupied the capture is not allowed.",
     "Après une prise, la pièce qui prend (roi compris) se rend sur sa case d'origine Circé (selon sa nature "
     "après le coup) ; si cette case est occupée, la prise est interdite."},
    {"Madrasi", "two like units of opposite sides that attack each other are paralysed",
     "A unit attacked by an enemy unit of its own kind is paralysed: it may not move, capture or give check "
     "while the attack lasts. Kings are not paralysed.",
     "Une pièce attaquée par une pièce ennemie de même nature est paralysée : elle ne peut ni jouer, ni "
     "prendre, ni faire échec tant que dure l'attaque. Les rois ne sont pas paralysés."},
    {"Patrouille", "a unit may capture or check only while a friendly unit guards it",
     "A unit may capture, or give check, only while another unit of its side guards it; it moves freely "
     "otherwise.",
     "Une pièce ne peut prendre, ou faire échec, que si une autre pièce de son camp la protège ; elle se "
     "déplace librement sinon."},
    {"AndernachChess", "a unit that captures changes side",
     "A unit other than a king that captures passes to the opponent after its capture. A rook that becomes "
     "White's on a1 or h1, or Black's on a8 or h8, may castle.",
     "Une pièce autre que le roi qui prend passe à l'adversaire après sa prise. Une tour qui devient blanche "
     "en a1 ou h1, ou noire en a8 ou h8, peut roquer."},
    {"MarsCirce", "to capture, a unit first goes back to its home square",
     "A unit captures only from its Circe home square: that square must be empty (or be its own), and the "
     "capture is made from there as if the unit stood on it. Check follows the same rule.",
     "Une pièce ne prend qu'à partir de sa case d'origine Circé : cette case doit être vide (ou la sienne), "
     "et la prise se fait depuis elle comme si la pièce s'y trouvait. L'échec suit la même règle."},
    {"PWC", "the captured unit goes to the square its capturer came from",
     "A captured unit other than a king is put on the square the capturing unit left (a pawn put on its "
     "first or last rank stays off the board).",
     "Une pièce prise autre que le roi est placée sur la case que la pièce qui prend a quittée (un pion qui "
     "arriverait sur sa première ou dernière rangée reste hors de l'échiquier)."},
    {"Kamikaze", "a unit that captures disappears",
     "Every unit that captures leaves the board with the unit it took.",
     "Toute pièce qui prend quitte l'échiquier avec la pièce prise."},
    {"StrictSAT", "SAT, stricter for a side that has once been in check",
     "As in SAT, a king counts as in check when it has a flight square; a side that has been in check at any time since the diagram needs one flight fewer whenever it is not in check now.",
     "Comme en SAT, un roi est considéré en échec quand il a une case de fuite ; un camp qui a été en échec à un moment depuis le diagramme a besoin d'une case de fuite de moins quand il n'est pas en échec."},
    {"ReversalEinsteinChess", "Einstein the other way round: up without capturing, down when capturing",
     "Every unit that moves changes kind on arrival: one step up the ladder pawn, knight, bishop, rook, queen when it takes nothing, one step down when it captures. There is no promotion.",
     "Toute pièce qui joue change de nature en arrivant : elle monte d'un cran sur l'échelle pion, cavalier, fou, tour, dame quand elle ne prend rien, elle descend d'un cran quand elle prend. Il n'y a pas de promotion."},
    {"Sentinelles", "a moving piece leaves a pawn of its side on the square it leaves",
     "When a unit other than a pawn leaves a square that is not on the first or last rank, a pawn of its side appears on that square (at most eight pawns per side).",
     "Quand une pièce autre qu'un pion quitte une case qui n'est ni sur la première ni sur la dernière rangée, un pion de son camp apparaît sur cette case (huit pions au plus par camp)."},
    {"HalfInChess", "each side moves only the other side's units",
     "On its turn a side moves one of the opponent's units, as that unit moves; it never moves its own.",
     "À son tour, un camp joue une pièce adverse, selon la marche de cette pièce ; il ne joue jamais les siennes."},
    {"MainlyInChess", "either side's units, but not the unit that has just moved",
     "On its turn a side may move one of its own units or one of the opponent's, except the unit moved last.",
     "À son tour, un camp peut jouer une de ses pièces ou une pièce adverse, sauf celle qui vient de jouer."},
    {"Hypervolage", "a unit changes side every time it reaches a square of the other colour",
     "A unit other than a king that ends its move on a square of the other colour than the one it left passes to the opponent, every time it does so.",
     "Une pièce autre que le roi qui termine son coup sur une case de couleur différente de celle qu'elle quitte passe à l'adversaire, chaque fois."},
    {"MessignyChess", "instead of moving, a unit may swap places with an enemy unit of its kind",
     "Instead of a move, a unit may exchange squares with an enemy unit of its own kind, kings included; the two units just exchanged may not be exchanged back at once.",
     "Au lieu de jouer, une pièce peut échanger sa case avec une pièce ennemie de même nature, rois compris ; les deux pièces qui viennent d'être échangées ne peuvent pas l'être de nouveau aussitôt."},
    {"NoCapture", "no captures at all",
     "Neither side may capture. A king is still in check when it is attacked.",
     "Aucun camp ne peut prendre. Un roi reste en échec quand il est attaqué."},
    {"NoWhiteCapture", "White may not capture",
     "White may not capture; Black captures as usual. A king is still in check when it is attacked.",
     "Les Blancs ne peuvent pas prendre ; les Noirs prennent normalement. Un roi reste en échec quand il est attaqué."},
    {"NoBlackCapture", "Black may not capture",
     "Black may not capture; White captures as usual. A king is still in check when it is attacked.",
     "Les Noirs ne peuvent pas prendre ; les Blancs prennent normalement. Un roi reste en échec quand il est attaqué."},
    {"ImmunChess", "a unit whose Circe square is occupied cannot be captured",
     "A unit cannot be taken while its Circe rebirth square is occupied; captures are otherwise normal and nothing is reborn.",
     "Une pièce ne peut pas être prise tant que sa case de renaissance Circé est occupée ; les prises sont normales par ailleurs et rien ne renaît."},
    {"LeseMajeste", "a king left in check is not taken: the game goes on",
     "The side not to move may stand in check; its king is not taken, and check matters only to the side whose turn it is.",
     "Le camp qui n'a pas le trait peut être en échec ; son roi n'est pas pris, et l'échec ne compte que pour le camp qui a le trait."},
    {"BlackOscillatingKings", "after each Black move the two kings swap squares",
     "After every move by Black the two kings exchange squares; a Black move after which its own king would then stand in check is not allowed.",
     "Après chaque coup noir, les deux rois échangent leurs cases ; un coup noir après lequel son propre roi serait alors en échec est interdit."},
    {"AntiMarsCirce", "a unit that does not capture moves from its home square",
     "Captures are ordinary; a move that takes nothing is made as if the unit stood on its Circe home square, which must be empty, and never back to its own square.",
     "Les prises sont ordinaires ; un coup sans prise se joue comme si la pièce se trouvait sur sa case d'origine Circé, qui doit être vide, et jamais vers sa propre case."},
    {"PhantomChess", "a unit may also move from its home square",
     "A unit moves and captures from its own square, or else from its Circe home square (if empty) to the squares its own moves do not reach; it attacks from both.",
     "Une pièce joue et prend depuis sa propre case, ou bien depuis sa case d'origine Circé (si elle est vide) vers les cases que ses coups ordinaires n'atteignent pas ; elle attaque depuis les deux."},
    {"PlusChess", "a unit on a centre square also captures from the other centre squares",
     "A unit standing on d4, d5, e4 or e5 may also capture as if it stood on any other empty one of those four squares, onto squares its own moves do not reach, and attacks from there too.",
     "Une pièce sur d4, d5, e4 ou e5 peut aussi prendre comme si elle se trouvait sur une autre de ces quatre cases, vide, vers des cases que ses coups ordinaires n'atteignent pas, et attaque aussi depuis là."},
    {"WhiteMaximummer", "White must play one of its longest moves",
     "White must play a legal move of the greatest length (measured by the squared distance between departure and arrival).",
     "Les Blancs doivent jouer un coup légal de la plus grande longueur (la distance au carré entre départ et arrivée)."},
    {"BlackMaximummer", "Black must play one of its longest moves",
     "Black must play a legal move of the greatest length (measured by the squared distance between departure and arrival).",
     "Les Noirs doivent jouer un coup légal de la plus grande longueur (la distance au carré entre départ et arrivée)."},
    {"WhiteMinimummer", "White must play one of its shortest moves",
     "White must play a legal move of the smallest length (measured by the squared distance between "
     "departure and arrival; castling 16 on the king's side, 25 on the queen's).",
     "Les Blancs doivent jouer un coup légal de la plus petite longueur (la distance au carré entre départ "
     "et arrivée ; le roque 16 côté roi, 25 côté dame)."},
    {"BlackMinimummer", "Black must play one of its shortest moves",
     "Black must play a legal move of the smallest length (measured by the squared distance between "
     "departure and arrival; castling 16 on the king's side, 25 on the queen's).",
     "Les Noirs doivent jouer un coup légal de la plus petite longueur (la distance au carré entre départ et "
     "arrivée ; le roque 16 côté roi, 25 côté dame)."},
    {"WhiteMustCapture", "White must capture when it can",
     "When White has a legal capture it must capture; it may choose among its captures. Black moves freely.",
     "Quand les Blancs ont une prise légale, ils doivent prendre ; ils choisissent parmi leurs prises. Les Noirs jouent librement."},
    {"BlackMustCapture", "Black must capture when it can",
     "When Black has a legal capture it must capture; it may choose among its captures. White moves freely.",
     "Quand les Noirs ont une prise légale, ils doivent prendre ; ils choisissent parmi leurs prises. Les Blancs jouent librement."},
    {"CastlingChess", "a king castles with any unit along any line",
     "A king not in check may castle along any of its eight lines with the first unit standing there at least three squares away, of either side, without castling rights: the king goes two squares towards it and the unit lands on the square the king passed.",
     "Un roi qui n'est pas en échec peut roquer sur l'une de ses huit lignes avec la première pièce qui s'y trouve à trois cases au moins, de l'un ou l'autre camp, sans droit de roque : le roi avance de deux cases vers elle et la pièce se place sur la case que le roi a franchie."},
    {"WhiteReflectiveKing", "White's king also moves like the enemy units that attack it",
     "White's king, when an enemy unit attacks it, may also move and capture as that unit does.",
     "Le roi blanc, quand une pièce ennemie l'attaque, peut aussi jouer et prendre comme cette pièce."},
    {"BlackReflectiveKing", "Black's king also moves like the enemy units that attack it",
     "Black's king, when an enemy unit attacks it, may also move and capture as that unit does.",
     "Le roi noir, quand une pièce ennemie l'attaque, peut aussi jouer et prendre comme cette pièce."},
    {"WhiteTransmutedKing", "White's king moves only like the enemy units that attack it",
     "White's king, while enemy units attack it, moves, captures and gives check only as those units do (as a king too only when the enemy king is among them); unattacked, it is an ordinary king.",
     "Le roi blanc, tant que des pièces ennemies l'attaquent, joue, prend et fait échec seulement comme elles (en roi aussi seulement si le roi ennemi est du nombre) ; non attaqué, c'est un roi ordinaire."},
    {"BlackTransmutedKing", "Black's king moves only like the enemy units that attack it",
     "Black's king, while enemy units attack it, moves, captures and gives check only as those units do (as a king too only when the enemy king is among them); unattacked, it is an ordinary king.",
     "Le roi noir, tant que des pièces ennemies l'attaquent, joue, prend et fait échec seulement comme elles (en roi aussi seulement si le roi ennemi est du nombre) ; non attaqué, c'est un roi ordinaire."},
    {"TransmutedKings", "each king moves only like the enemy units that attack it",
     "Each king, while enemy units attack it, moves, captures and gives check only as those units do (as a king too only when the enemy king is among them); unattacked, it is an ordinary king.",
     "Chaque roi, tant que des pièces ennemies l'attaquent, joue, prend et fait échec seulement comme elles (en roi aussi seulement si le roi ennemi est du nombre) ; non attaqué, c'est un roi ordinaire."},
    {"RoyalDynasty", "a side's kings are royal only while it has just one",
     "A side's king is royal only while it has exactly one king: with several (a pawn may promote to king) none is, the side is never in check and its kings are taken like any unit. A side that has had other than one king loses its king's castling right for good.",
     "Le roi d'un camp n'est royal que tant que ce camp a exactement un roi : avec plusieurs (un pion peut être promu en roi) aucun ne l'est, le camp n'est jamais en échec et ses rois se prennent comme toute pièce. Un camp qui a eu plus ou moins d'un roi perd pour de bon le droit de roquer de son roi."},
    {"WhiteSuperTransmutingKing", "White's king, attacked, must become one of its attackers",
     "While enemy units attack White's king, White's only moves are the king's moves as one of those units, each making it for good a unit of that kind, no longer royal (White then plays without a king); it gives check as they do. Unattacked, it is an ordinary king.",
     "Tant que des pièces ennemies attaquent le roi blanc, les seuls coups blancs sont ceux du roi joués comme l'une d'elles, chacun le changeant pour de bon en une pièce de ce type, qui n'est plus royale (les Blancs jouent alors sans roi) ; il fait échec comme elles. Non attaqué, c'est un roi ordinaire."},
    {"BlackSuperTransmutingKing", "Black's king, attacked, must become one of its attackers",
     "While enemy units attack Black's king, Black's only moves are the king's moves as one of those units, each making it for good a unit of that kind, no longer royal (Black then plays without a king); it gives check as they do. Unattacked, it is an ordinary king.",
     "Tant que des pièces ennemies attaquent le roi noir, les seuls coups noirs sont ceux du roi joués comme l'une d'elles, chacun le changeant pour de bon en une pièce de ce type, qui n'est plus royale (les Noirs jouent alors sans roi) ; il fait échec comme elles. Non attaqué, c'est un roi ordinaire."},
    {"WhiteEdgeMover", "every White move ends on the edge of the board",
     "Every move by White must end on a square of the board's edge, and White's units attack only edge squares.",
     "Tout coup blanc doit finir sur une case du bord de l'échiquier, et les pièces blanches n'attaquent que des cases du bord."},
    {"BlackEdgeMover", "every Black move ends on the edge of the board",
     "Every move by Black must end on a square of the board's edge, and Black's units attack only edge squares.",
     "Tout coup noir doit finir sur une case du bord de l'échiquier, et les pièces noires n'attaquent que des cases du bord."},
    {"DuellistChess", "each side must move again the unit it moved last, if it can",
     "A side must move the same unit it moved on its previous turn whenever that unit has a legal move.",
     "Un camp doit rejouer la pièce qu'il a jouée au tour précédent chaque fois qu'elle a un coup légal."},
    {"FuddledMen", "a unit that has just moved may not move on its side's next move",
     "A unit that moved on its side's last move (both units of a castling) may not move on that side's "
     "next move, and meanwhile observes nothing: it gives no check.",
     "Une pièce qui a bougé au dernier coup de son camp (les deux pièces d'un roque) ne peut pas bouger au "
     "coup suivant de ce camp, et d'ici là n'observe rien : elle ne fait pas échec."},
    {"NorskSjakk", "a moved queen becomes a knight, a rook a bishop, and the other way round",
     "A unit that moves changes where it arrives: a queen into a knight, a knight into a queen, a rook into "
     "a bishop, a bishop into a rook (castling's rook too; not after a promotion). A unit takes only a unit "
     "of its own kind, and a king never takes; check is the attack as usual.",
     "Une pièce qui bouge se change à l'arrivée : une dame en cavalier, un cavalier en dame, une tour en "
     "fou, un fou en tour (la tour du roque aussi ; pas après une promotion). Une pièce ne prend qu'une "
     "pièce de son espèce, et un roi ne prend jamais ; l'échec est l'attaque comme d'habitude."},
    {"FunctionaryChess", "a unit moves and checks only while an enemy unit observes it",
     "A unit, a king too, may move, take and observe (so give check) only while an enemy unit observes it.",
     "Une pièce, le roi aussi, ne peut se déplacer, prendre et observer (donc faire échec) que tant qu'une "
     "pièce ennemie l'observe."},
    {"PADChess", "a unit that takes a second time leaves the board",
     "A unit that has taken once leaves the board after its second capture; kings are left alone (with "
     "RexInclusive a king takes only once). Under Strict a unit that has taken may not take again, nor "
     "give check.",
     "Une pièce qui a déjà pris une fois quitte l'échiquier après sa deuxième prise ; les rois ne sont pas "
     "concernés (avec RexInclusive un roi ne prend qu'une fois). En Strict une pièce qui a déjà pris ne peut "
     "plus prendre, ni faire échec."},
    {"Football", "a unit arriving on the a- or h-file may become one of the listed kinds",
     "A unit other than a king that arrives on the a- or h-file may be exchanged there for one of the kinds "
     "listed with the condition, or stay what it is; the mover chooses.",
     "Une pièce autre que le roi qui arrive sur la colonne a ou h peut y être remplacée par une des natures "
     "données avec la condition, ou rester ce qu'elle est ; le joueur choisit."},
    {"ActuatedRevolvingCentre", "a move from or onto the centre turns it a quarter",
     "A move that leaves or reaches d4, d5, e4 or e5 turns the centre a quarter afterwards: the unit on d4 "
     "goes to d5, d5's to e5, e5's to e4 and e4's to d4.",
     "Un coup qui part de d4, d5, e4 ou e5 ou y arrive fait ensuite tourner le centre d'un quart de tour : la "
     "pièce de d4 va en d5, celle de d5 en e5, celle de e5 en e4 et celle de e4 en d4."},
    {"AliceChess", "two boards: a unit moves on its own, then goes over to the other",
     "There are two boards, A and B. A unit moves on its own board as if the other board's units were not "
     "there, onto a square empty on the other board, then goes over to the same square of the other board "
     "(castling takes king and rook over). A king is in check only from units of its own board, and a king "
     "that moves must not stand in check on the board it moved on either.",
     "Il y a deux échiquiers, A et B. Une pièce joue sur son échiquier comme si les pièces de l'autre "
     "n'existaient pas, vers une case vide sur l'autre échiquier, puis passe sur la même case de l'autre "
     "échiquier (le roque y fait passer le roi et la tour). Un roi n'est en échec que par les pièces de son "
     "échiquier, et un roi qui joue ne doit pas non plus être en échec sur l'échiquier où il a joué."},
    {"DarkSide", "a unit arriving in the enemy's half changes side",
     "A unit other than a king that arrives in the enemy's half of the board (White's on the fifth rank or "
     "beyond, Black's on the fourth or below) changes side there.",
     "Une pièce autre que le roi qui arrive dans la moitié adverse de l'échiquier (une blanche sur la "
     "cinquième rangée ou au-delà, une noire sur la quatrième ou en deçà) y change de camp."},
    {"KobulKings", "a king takes the walk of its side's captured units",
     "When a unit is captured, the king of its side takes on that unit's way of moving, staying royal; losing a pawn gives the king back its own walk.",
     "Quand une pièce est prise, le roi de son camp prend la marche de cette pièce en restant royal ; la perte d'un pion lui rend sa marche de roi."},
    {"WhiteSynchronMover", "White must copy Black's last move vector when it can",
     "When White has a legal move with the same direction and length as Black's move just played, it must play one.",
     "Quand les Blancs ont un coup légal de même direction et de même longueur que le coup noir qui vient d'être joué, ils doivent en jouer un."},
    {"BlackSynchronMover", "Black must copy White's last move vector when it can",
     "When Black has a legal move with the same direction and length as White's move just played, it must play one.",
     "Quand les Noirs ont un coup légal de même direction et de même longueur que le coup blanc qui vient d'être joué, ils doivent en jouer un."},
    {"WhiteAntiSynchronMover", "White must mirror Black's last move vector when it can",
     "When White has a legal move of the same length as Black's move just played but in the opposite direction, it must play one.",
     "Quand les Blancs ont un coup légal de même longueur que le coup noir qui vient d'être joué mais de sens opposé, ils doivent en jouer un."},
    {"BlackAntiSynchronMover", "Black must mirror White's last move vector when it can",
     "When Black has a legal move of the same length as White's move just played but in the opposite direction, it must play one.",
     "Quand les Noirs ont un coup légal de même longueur que le coup blanc qui vient d'être joué mais de sens opposé, ils doivent en jouer un."},
    {"WhiteFollowMyLeader", "White must move to the square Black's last move left, when it can",
     "When White has a legal move arriving on the square the unit of Black's move just played left, it must "
     "play one.",
     "Quand les Blancs ont un coup légal qui arrive sur la case que la pièce du coup noir qui vient d'être "
     "joué a quittée, ils doivent en jouer un."},
    {"BlackFollowMyLeader", "Black must move to the square White's last move left, when it can",
     "When Black has a legal move arriving on the square the unit of White's move just played left, it must "
     "play one.",
     "Quand les Noirs ont un coup légal qui arrive sur la case que la pièce du coup blanc qui vient d'être "
     "joué a quittée, ils doivent en jouer un."},
    {"BackHome", "A side that can take a unit back to its starting square must",
     "When a side has a legal move taking a unit back to the square it stood on at the start, it must play "
     "one; while it has one, its units give check only where taking the king would take them home.",
     "Quand un camp a un coup légal qui ramène une pièce sur sa case de départ, il doit en jouer un ; tant "
     "qu'il en a un, ses pièces ne font échec que si prendre le roi les ramènerait chez elles."},
    {"Bolero", "A unit moves with its file's piece's walk and takes with its own",
     "A unit other than a pawn or a king moves without capturing as the piece of the game array on its file "
     "would (a rook on the a- and h-files, a knight on b and g, a bishop on c and f, a queen on d, a king on "
     "e) and captures, and checks, with its own walk.",
     "Une pièce autre qu'un pion ou un roi se déplace sans prendre comme la pièce de la position initiale de "
     "sa colonne (une tour en a et h, un cavalier en b et g, un fou en c et f, une dame en d, un roi en e) et "
     "prend, et fait échec, avec sa propre marche."},
    {"BoleroInverse", "A unit takes with its file's piece's walk and moves with its own",
     "A unit other than a pawn or a king captures, and checks, as the piece of the game array on its file "
     "would (a rook on the a- and h-files, a knight on b and g, a bishop on c and f, a queen on d, a king on "
     "e) and moves without capturing with its own walk.",
     "Une pièce autre qu'un pion ou un roi prend, et fait échec, comme la pièce de la position initiale de "
     "sa colonne (une tour en a et h, un cavalier en b et g, un fou en c et f, une dame en d, un roi en e) et "
     "se déplace sans prendre avec sa propre marche."},
    {"RoleExchange", "Instead of a move, White may exchange roles: the board turns and the units change side",
     "Instead of a move, White may exchange roles: the board turns half round (a1 goes to h8) and every "
     "unit changes side, neutral units aside; then Black moves. With a number, White may do so that many "
     "times at most. A side is mated or stalemated without counting the exchange among White's moves.",
     "Au lieu d'un coup, les Blancs peuvent échanger les rôles : l'échiquier fait un demi-tour (a1 vient en "
     "h8) et chaque pièce change de camp, sauf les neutres ; puis les Noirs jouent. Avec un nombre, les "
     "Blancs peuvent le faire au plus autant de fois. Un camp est maté ou pat sans compter l'échange parmi "
     "les coups blancs."},
    {"WhiteMaxDister", "White must keep two given units as far apart as it can",
     "White must play one of its legal moves that leave the two reference units (those on the two given "
     "squares in the diagram) farthest apart; taking one of them counts as least.",
     "Les Blancs doivent jouer un de leurs coups légaux qui laissent les deux pièces de référence (celles "
     "des deux cases données dans le diagramme) le plus loin l'une de l'autre ; en prendre une compte le "
     "moins."},
    {"WhiteMinDister", "White must bring two given units as close together as it can",
     "White must play one of its legal moves that leave the two reference units (those on the two given "
     "squares in the diagram) closest together; taking one of them counts as least.",
     "Les Blancs doivent jouer un de leurs coups légaux qui laissent les deux pièces de référence (celles "
     "des deux cases données dans le diagramme) le plus près l'une de l'autre ; en prendre une compte le "
     "moins."},
    {"BlackMaxDister", "Black must keep two given units as far apart as it can",
     "Black must play one of its legal moves that leave the two reference units (those on the two given "
     "squares in the diagram) farthest apart; taking one of them counts as least.",
     "Les Noirs doivent jouer un de leurs coups légaux qui laissent les deux pièces de référence (celles des "
     "deux cases données dans le diagramme) le plus loin l'une de l'autre ; en prendre une compte le moins."},
    {"BlackMinDister", "Black must bring two given units as close together as it can",
     "Black must play one of its legal moves that leave the two reference units (those on the two given "
     "squares in the diagram) closest together; taking one of them counts as least.",
     "Les Noirs doivent jouer un de leurs coups légaux qui laissent les deux pièces de référence (celles des "
     "deux cases données dans le diagramme) le plus près l'une de l'autre ; en prendre une compte le moins."},
    {"SingleBox", "promotion only to a kind the side has lost",
     "No side may ever have more units of a kind than the starting army: a pawn may promote only to a kind its side has lost.",
     "Aucun camp ne peut avoir plus de pièces d'une nature que dans la position initiale : un pion ne peut se promouvoir qu'en une nature que son camp a perdue."},
    {"HauntedChess", "a captured unit waits under its square and comes back there",
     "A captured unit other than a king waits under the square where it was taken and comes back there as soon as the square is empty; only the latest unit taken on a square waits.",
     "Une pièce prise autre que le roi attend sous la case où elle a été prise et y revient dès que la case est libre ; seule la dernière pièce prise sur une case attend."},
    {"Take&MakeChess", "after capturing, the capturer moves on as the captured unit",
     "A unit that captures must at once make, from the capture square, a non-capturing move with the captured unit's walk; a capture with no such move is not allowed. A pawn may not end on its own first rank, and promotes if it ends on its last.",
     "Une pièce qui prend doit aussitôt jouer, depuis la case de prise, un coup sans prise selon la marche de la pièce prise ; une prise sans un tel coup est interdite. Un pion ne peut pas finir sur sa première rangée, et se promeut s'il finit sur la dernière."},
    {"Make&TakeChess", "to capture, a unit first moves as the unit it will take",
     "A unit captures only after a first step that takes nothing, made with the walk of the unit it then takes, from where it captures with its own walk.",
     "Une pièce ne prend qu'après un premier pas sans prise, fait selon la marche de la pièce qu'elle prend ensuite, depuis la case d'où elle prend selon sa propre marche."},
    {"SeriesCapture", "a unit that captures may go on moving",
     "A unit that has captured may, in the same turn, make another move from where the capture left it; after each further capture it may go on again, and a move that captures nothing ends the series. It may not go on while either king is in check.",
     "Une pièce qui a pris peut, dans le même tour, jouer un autre coup depuis la case où la prise l'a laissée ; après chaque nouvelle prise elle peut continuer encore, et un coup sans prise termine la série. Elle ne peut pas continuer tant que l'un des rois est en échec."},
    {"Breton", "a capture also removes a unit of the same kind from the capturer's side",
     "After a capture, a unit of the captured unit's kind belonging to the capturing side (the capturer itself included) leaves the board too, the capturer choosing which when there are several.",
     "Après une prise, une pièce de la nature de la pièce prise appartenant au camp qui prend (la pièce qui prend comprise) quitte aussi l'échiquier, au choix de celui qui prend s'il y en a plusieurs."},
    {"AnnanChess", "a unit with a friend right behind it moves with that friend's walk",
     "A unit that has a unit of its own side directly behind it (below for White, above for Black) moves, captures and checks with the walk of that unit instead of its own.",
     "Une pièce qui a une pièce de son camp juste derrière elle (en dessous pour les Blancs, au-dessus pour les Noirs) joue, prend et fait échec selon la marche de cette pièce au lieu de la sienne."},
    {"KoeKo", "every move must end next to another unit",
     "Every unit a move moves must end on a square next to some other unit.",
     "Toute pièce déplacée par un coup doit finir sur une case voisine d'une autre pièce."},
    {"AntiKoeko", "every move must end next to no other unit",
     "The moving unit must end on a square with no unit next to it.",
     "La pièce qui joue doit finir sur une case sans aucune pièce voisine."},
    {"NewKoeko", "a move ends in contact exactly when it started in contact",
     "The moving unit must end next to another unit if, and only if, it started next to one.",
     "La pièce qui joue doit finir à côté d'une autre pièce si et seulement si elle est partie d'à côté d'une pièce."},
    {"GridChess", "every move must cross a line of the 2x2 grid",
     "The board is divided into 2x2 cells; every move must end in another cell than the one it left, and a unit attacks only squares outside its own cell.",
     "L'échiquier est divisé en cellules de 2x2 cases ; tout coup doit finir dans une autre cellule que celle qu'il quitte, et une pièce n'attaque que des cases hors de sa cellule."},
    {"Lortap", "a unit may capture or check only when no friendly unit guards it",
     "A unit may capture, or give check, only while no other unit of its side guards it; its other moves are free.",
     "Une pièce ne peut prendre, ou faire échec, que si aucune autre pièce de son camp ne la protège ; ses autres coups sont libres."},
    {"Woozles", "two friendly units that observe each other can neither capture nor check",
     "Two units of the same side that observe each other (kings included, unless RexExclusive) lose the "
     "power to capture and to give check; their other moves are free.",
     "Deux pièces d'un même camp qui s'observent mutuellement (rois compris, sauf RexExclusive) perdent le "
     "pouvoir de prendre et de faire échec ; leurs autres coups sont libres."},
    {"BiWoozles", "two enemy units that observe each other can neither capture nor check",
     "Two units of opposite sides that observe each other (kings included, unless RexExclusive) lose the "
     "power to capture and to give check, even to take each other; their other moves are free.",
     "Deux pièces de camps opposés qui s'observent mutuellement (rois compris, sauf RexExclusive) perdent le "
     "pouvoir de prendre et de faire échec, même l'une l'autre ; leurs autres coups sont libres."},
    {"Heffalumps", "Woozles along one line: friends observing each other cannot capture along it",
     "Two units of the same side that observe each other (kings included, unless RexExclusive) may not "
     "capture, nor give check, along the line that joins them, in either direction; along other lines "
     "they may.",
     "Deux pièces d'un même camp qui s'observent mutuellement (rois compris, sauf RexExclusive) ne peuvent "
     "ni prendre ni faire échec le long de la ligne qui les joint, dans un sens ou dans l'autre ; sur les "
     "autres lignes elles le peuvent."},
    {"BiHeffalumps", "BiWoozles along one line: enemies observing each other cannot capture along it",
     "Two units of opposite sides that observe each other (kings included, unless RexExclusive) may not "
     "capture, nor give check, along the line that joins them, in either direction, so not each other "
     "either; along other lines they may.",
     "Deux pièces de camps opposés qui s'observent mutuellement (rois compris, sauf RexExclusive) ne "
     "peuvent ni prendre ni faire échec le long de la ligne qui les joint, dans un sens ou dans l'autre, "
     "donc pas l'une l'autre non plus ; sur les autres lignes elles le peuvent."},
    {"ProvocationChess", "a unit may capture or check only while an enemy unit attacks it",
     "A unit may capture, or give check, only while an enemy unit attacks it; its other moves are free.",
     "Une pièce ne peut prendre, ou faire échec, que si une pièce adverse l'attaque ; ses autres coups sont "
     "libres."},
    {"PartialParalysis", "a unit attacked by an enemy loses the attacker's moves",
     "A unit attacked by an enemy unit may not make, nor check with, any move that the attacker's kind would "
     "make from its square: a queen attacked by a bishop moves only as a rook.",
     "Une pièce attaquée par une pièce adverse ne peut faire, ni faire échec par, aucun coup que la pièce qui "
     "l'attaque ferait depuis sa case : une dame attaquée par un fou ne se déplace que comme une tour."},
    {"ShieldedKings", "a guarded king cannot be checked by the other king",
     "A king cannot capture, nor give check to, the other king while a unit of that king's side guards it, "
     "so two kings may stand side by side when both are guarded.",
     "Un roi ne peut ni prendre ni mettre en échec l'autre roi tant qu'une pièce du camp de ce roi le "
     "protège : deux rois protégés peuvent donc se toucher."},
    {"AntiGuards", "only a guarded unit can be captured",
     "A unit may be captured only while a unit of its own side guards it, so a king is in check only while "
     "one of its units guards it.",
     "Une pièce ne peut être prise que si une pièce de son camp la protège ; un roi n'est donc en échec que "
     "si une de ses pièces le protège."},
    {"WhiteUltraSchachZwang", "every white move must give check",
     "Every move of White must give check. White is stalemated when, not in check, it has no checking move; "
     "it is mated when in check with no legal move at all.",
     "Chaque coup des Blancs doit faire échec. Les Blancs sont pat si, sans être en échec, ils n'ont aucun "
     "coup qui fait échec ; ils sont mat s'ils sont en échec sans aucun coup légal."},
    {"BlackUltraSchachZwang", "every black move must give check",
     "Every move of Black must give check. Black is stalemated when, not in check, it has no checking move; "
     "it is mated when in check with no legal move at all.",
     "Chaque coup des Noirs doit faire échec. Les Noirs sont pat si, sans être en échec, ils n'ont aucun "
     "coup qui fait échec ; ils sont mat s'ils sont en échec sans aucun coup légal."},
    {"Masand", "a checking unit turns the units it attacks to the other side",
     "When a move gives check with the unit that moved, every unit other than a king that this unit then attacks changes side.",
     "Quand un coup fait échec avec la pièce qui a joué, toute pièce autre qu'un roi que cette pièce attaque alors change de camp."},
    {"NoIProm", "no promotion into an imitator (beside Imitator)",
     "Beside Imitator, a pawn may not promote into an imitator; alone the condition changes nothing.",
     "Avec Imitator, un pion ne peut pas se promouvoir en imitateur ; seule, la condition ne change rien."},
    {"BGL", "each side has a budget of distance to spend on its moves",
     "Each side has a budget, given in squares (one for both sides or one each; without one, no limit), and "
     "every move spends its length, the straight distance between its squares (a knight's leap about 2.24); "
     "a move that costs more than the side has left is not allowed, and a side checks only with moves it "
     "can pay for.",
     "Chaque camp dispose d'un budget, donné en cases (un pour les deux camps ou un chacun ; sans budget, pas "
     "de limite), et chaque coup dépense sa longueur, la distance en ligne droite entre ses cases (environ "
     "2,24 pour un saut de cavalier) ; un coup qui coûte plus que ce qui reste au camp est interdit, et un "
     "camp ne fait échec qu'avec des coups qu'il peut payer."},
    {"FrankfurtChess", "a unit that captures becomes the kind it took",
     "A unit that captures takes on the kind of the unit it took (a king stays royal in its new kind); a pawn "
     "that takes a piece on its last rank becomes that piece instead of promoting.",
     "Une pièce qui prend prend la nature de la pièce prise (un roi reste royal sous sa nouvelle nature) ; un "
     "pion qui prend une pièce sur sa dernière rangée devient cette pièce au lieu de se promouvoir."},
    {"ProteanChess", "a unit that captures becomes the kind it took, a pawn taken giving a reverse pawn",
     "A unit that captures takes on the kind of the unit it took (a king stays royal in its new kind), but "
     "whoever takes a pawn becomes a reverse pawn, a pawn moving back towards its own first rank, and whoever "
     "takes a reverse pawn becomes a pawn.",
     "Une pièce qui prend prend la nature de la pièce prise (un roi reste royal sous sa nouvelle nature), "
     "mais qui prend un pion devient un pion renversé, qui avance vers sa propre première rangée, et qui "
     "prend un pion renversé devient un pion."},
    {"MarineChess", "the marine pieces replace the queen, rook, bishop and knight",
     "The sirene, triton, nereide and marine knight, which move as the queen, rook, bishop and knight but "
     "capture by jumping over an enemy unit to the empty square just behind it, take the orthodox pieces' "
     "places: pawns promote to them and the triton castles with the king.",
     "La sirène, le triton, la néréide et le cavalier marin, qui se déplacent comme la dame, la tour, le fou "
     "et le cavalier mais prennent en sautant par-dessus une pièce adverse sur la case vide juste derrière, "
     "prennent la place des pièces orthodoxes : les pions se promeuvent en elles et le triton roque avec le "
     "roi."},
    {"UltramarineChess", "the marine pieces replace every orthodox piece, the king and pawn too",
     "As in Marine chess, and the Poseidon, a king capturing by jumping, takes the king's place and the "
     "marine pawn the pawn's; the triton castles with the Poseidon.",
     "Comme aux échecs marins, et le Poséidon, un roi qui prend en sautant, prend la place du roi et le pion "
     "marin celle du pion ; le triton roque avec le Poséidon."},
    {"MasandGeneralised", "every checking unit turns the units it attacks to the other side",
     "When a move gives check, every unit other than a king that is attacked by a unit of the moving side giving that check changes side, each once.",
     "Quand un coup fait échec, toute pièce autre qu'un roi attaquée par une pièce du camp qui joue donnant cet échec change de camp, chacune une fois."},
    {"MultiCaptures", "a capture needs a second capture of the same square; check needs two attackers",
     "A side may capture on a square only if at least two of its moves capture there, and a king is in check only when at least two enemy units attack it.",
     "Un camp ne peut prendre sur une case que si au moins deux de ses coups y prennent, et un roi n'est en échec que si au moins deux pièces adverses l'attaquent."},
    {"Disparate", "a unit of the kind the opponent just moved stands still",
     "A unit of the same kind as the unit the opponent has just moved may not move, and attacks nothing (it gives no check), until the next move.",
     "Une pièce de même nature que celle que l'adversaire vient de jouer ne peut pas jouer et n'attaque rien (elle ne fait pas échec), jusqu'au coup suivant."},
    {"DangerCirce", "an attacked unit may jump to its Circe square",
     "A unit attacked by an enemy unit may also move straight to its Circe rebirth square, if that square is empty or holds an enemy unit, which it takes; so a king standing on such a square is in check.",
     "Une pièce attaquée par une pièce adverse peut aussi aller directement sur sa case de renaissance Circé, si cette case est vide ou occupée par une pièce adverse, qu'elle prend ; un roi sur une telle case est donc en échec."},
    {"CASTChess", "a unit that could take two units takes none",
     "A unit that could capture two or more units may capture none of them, and gives check only when the king is the one unit it could take.",
     "Une pièce qui pourrait prendre deux pièces ou plus n'en prend aucune, et ne fait échec que si le roi est la seule pièce qu'elle pourrait prendre."},
    {"SuperGuards", "a unit defended by its own side cannot be taken",
     "A unit defended by a unit of its own side cannot be captured, and a defended king is not in check.",
     "Une pièce protégée par une pièce de son camp ne peut pas être prise, et un roi protégé n'est pas en échec."},
    {"VaultingKings", "a king under attack also moves as the pieces listed",
     "A king observed by an enemy unit also moves, and gives check, as each piece listed after the condition (as an equihopper when none is).",
     "Un roi observé par une pièce adverse se déplace aussi, et fait échec, comme chacune des pièces nommées après la condition (comme un équisauteur si aucune ne l'est)."},
    {"WhiteVaultingKing", "the white king under attack also moves as the pieces listed",
     "The white king, when observed by a black unit, also moves, and gives check, as each piece listed after the condition (as an equihopper when none is).",
     "Le roi blanc, observé par une pièce noire, se déplace aussi, et fait échec, comme chacune des pièces nommées après la condition (comme un équisauteur si aucune ne l'est)."},
    {"BlackVaultingKing", "the black king under attack also moves as the pieces listed",
     "The black king, when observed by a white unit, also moves, and gives check, as each piece listed after the condition (as an equihopper when none is).",
     "Le roi noir, observé par une pièce blanche, se déplace aussi, et fait échec, comme chacune des pièces nommées après la condition (comme un équisauteur si aucune ne l'est)."},
    {"Influencer", "a unit that moves turns the enemy units around it into pawns",
     "A unit that moves, a king aside, turns every enemy unit next to the square it arrives on, kings aside, into a pawn; an enemy unit on the first or last rank becomes a unit of the mover's kind instead, and a pawn made on its last rank promotes.",
     "Une pièce qui se déplace, le roi excepté, change chaque pièce adverse voisine de sa case d'arrivée, rois exceptés, en pion ; une pièce adverse sur la première ou la dernière rangée devient une pièce du type de celle qui a joué, et un pion ainsi placé sur sa dernière rangée est promu."},
    {"SnekChess", "a unit taken is replaced by promoting the unit below it",
     "When a unit is taken, a unit of its side one step below it becomes a unit of the kind taken (rook to queen, bishop to rook, knight to bishop, the king to a royal knight; the mover chooses which); when a pawn is taken, that side's royal unit becomes a king again.",
     "Quand une pièce est prise, une pièce de son camp d'un cran en dessous devient une pièce du type pris (tour en dame, fou en tour, cavalier en fou, le roi en cavalier royal ; le joueur qui prend choisit laquelle) ; quand un pion est pris, la pièce royale de ce camp redevient un roi."},
    {"FaceToFace", "a unit facing an enemy unit moves with its walk",
     "A unit with an enemy unit right in front of it (above it for White, below it for Black) moves, captures and gives check with that unit's walk instead of its own.",
     "Une pièce qui a une pièce adverse juste devant elle (au-dessus pour les Blancs, en dessous pour les Noirs) se déplace, prend et fait échec avec la marche de cette pièce au lieu de la sienne."},
    {"BackToBack", "a unit with an enemy unit behind it moves with its walk",
     "A unit with an enemy unit right behind it (below it for White, above it for Black) moves, captures and gives check with that unit's walk instead of its own.",
     "Une pièce qui a une pièce adverse juste derrière elle (en dessous pour les Blancs, au-dessus pour les Noirs) se déplace, prend et fait échec avec la marche de cette pièce au lieu de la sienne."},
    {"CheekToCheek", "a unit beside an enemy unit moves with its walk",
     "A unit with an enemy unit right beside it, on its left or right, moves, captures and gives check with that unit's walk instead of its own (with two, with both walks).",
     "Une pièce qui a une pièce adverse juste à côté d'elle, à gauche ou à droite, se déplace, prend et fait échec avec la marche de cette pièce au lieu de la sienne (avec deux, avec les deux marches)."},
    {"PointReflection", "a unit moves with the walk of the unit on its reflected square",
     "A unit whose square, reflected through the centre of the board (a1 to h8, e1 to d8), holds a unit of either side moves, captures and gives check with that unit's walk instead of its own; castling needs the king and the rook to keep their own walks.",
     "Une pièce dont la case, réfléchie par le centre de l'échiquier (a1 en h8, e1 en d8), porte une pièce de l'un ou l'autre camp se déplace, prend et fait échec avec la marche de cette pièce au lieu de la sienne ; le roque demande que le roi et la tour gardent leurs marches."},
    {"NoWhitePromotion", "White's pawns never promote",
     "A white pawn never moves onto its last rank (by a step, a capture or any other move of its own), so it never promotes; a pawn a rule puts there still promotes.",
     "Un pion blanc ne va jamais sur sa dernière rangée (par un pas, une prise ou tout autre coup à lui), il ne se promeut donc jamais ; un pion qu'une règle y met se promeut encore."},
    {"NoBlackPromotion", "Black's pawns never promote",
     "A black pawn never moves onto its last rank (by a step, a capture or any other move of its own), so it never promotes; a pawn a rule puts there still promotes.",
     "Un pion noir ne va jamais sur sa dernière rangée (par un pas, une prise ou tout autre coup à lui), il ne se promeut donc jamais ; un pion qu'une règle y met se promeut encore."},
    {"WhitePromSquares", "White's pawns promote on the squares given",
     "A white pawn promotes when it arrives on one of the squares given, wherever they are (a double step's arrival too), and nowhere else.",
     "Un pion blanc se promeut quand il arrive sur une des cases données, où qu'elles soient (l'arrivée d'un double pas aussi), et nulle part ailleurs."},
    {"BlackPromSquares", "Black's pawns promote on the squares given",
     "A black pawn promotes when it arrives on one of the squares given, wherever they are (a double step's arrival too), and nowhere else.",
     "Un pion noir se promeut quand il arrive sur une des cases données, où qu'elles soient (l'arrivée d'un double pas aussi), et nulle part ailleurs."},
    {"RelegationChess", "a unit arriving on its second rank becomes a pawn",
     "A unit other than a pawn or a king whose move ends on its side's second rank becomes a pawn there.",
     "Une pièce autre qu'un pion ou un roi dont le coup finit sur la deuxième rangée de son camp y devient un pion."},
    {"AlphabeticChess", "a side moves the unit first in the order a1 a2 ... h8",
     "Each side must move, among its units that have a legal move, the one standing first in the order a1, a2, ..., a8, b1, ..., h8.",
     "Chaque camp doit jouer, parmi ses pièces qui ont un coup légal, celle qui se trouve la première dans l'ordre a1, a2, ..., a8, b1, ..., h8."},
    {"WhiteAlphabeticChess", "White moves the unit first in the order a1 a2 ... h8",
     "White must move, among its units that have a legal move, the one standing first in the order a1, a2, ..., a8, b1, ..., h8; Black moves as usual.",
     "Les Blancs doivent jouer, parmi leurs pièces qui ont un coup légal, celle qui se trouve la première dans l'ordre a1, a2, ..., a8, b1, ..., h8 ; les Noirs jouent normalement."},
    {"BlackAlphabeticChess", "Black moves the unit first in the order a1 a2 ... h8",
     "Black must move, among its units that have a legal move, the one standing first in the order a1, a2, ..., a8, b1, ..., h8; White moves as usual.",
     "Les Noirs doivent jouer, parmi leurs pièces qui ont un coup légal, celle qui se trouve la première dans l'ordre a1, a2, ..., a8, b1, ..., h8 ; les Blancs jouent normalement."},
    {"ChameleonChess", "every unit that moves changes kind",
     "Every unit that moves changes kind where it arrives: a knight becomes a bishop, a bishop a rook, a rook a queen, a queen a knight (or along the cycle given); kings and pawns stay what they are.",
     "Toute pièce qui joue change de type là où elle arrive : un cavalier devient un fou, un fou une tour, une tour une dame, une dame un cavalier (ou selon le cycle donné) ; les rois et les pions restent ce qu'ils sont."},
    {"ChameleonSequence", "the chameleons' cycle of kinds",
     "The chameleon units (and, under Chameleon chess, every unit) change kind along the cycle of kinds given, each kind to the next, the last to the first; kinds not given stay what they are.",
     "Les pièces caméléons (et, aux échecs caméléons, toutes les pièces) changent de type selon le cycle donné, chaque type vers le suivant, le dernier vers le premier ; les types non donnés restent ce qu'ils sont."},
    {"ChameleonPursuit", "a unit arriving where the last move came from changes side",
     "A unit other than a king whose move ends on the square the opponent's last move came from changes side there.",
     "Une pièce autre qu'un roi dont le coup finit sur la case d'où venait le dernier coup adverse change de camp."},
    {"AntiKings", "a king is in check when no enemy unit observes it",
     "Each king is an anti-king: it is in check when no enemy unit observes it, so a side may not leave its king unobserved; kings are never taken.",
     "Chaque roi est un anti-roi : il est en échec quand aucune pièce adverse ne l'observe, un camp ne peut donc pas laisser son roi sans observation ; les rois ne sont jamais pris."},
    {"Leffie", "no unit may stand observed by its Eiffel paralyser",
     "No move may leave a unit observed by an enemy unit that would paralyse it in Eiffel chess (a pawn by a queen, a queen by a rook, a rook by a bishop, a bishop by a knight, a knight by a pawn); a king is in check only when taking it would leave no unit so observed.",
     "Aucun coup ne peut laisser une pièce observée par une pièce adverse qui la paralyserait aux échecs Eiffel (un pion par une dame, une dame par une tour, une tour par un fou, un fou par un cavalier, un cavalier par un pion) ; un roi n'est en échec que si le prendre ne laisserait aucune pièce ainsi observée."},
    {"ExchangeCastling", "once, a king may swap squares with a unit of its side",
     "Once in the game each king may exchange squares with any unit of its side other than a pawn, wherever it stands; ordinary castling is not allowed.",
     "Une fois dans la partie, chaque roi peut échanger sa case avec n'importe quelle pièce de son camp autre qu'un pion, où qu'elle soit ; le roque ordinaire n'est pas permis."},
    {"PowerTransfer", "a unit moves with the walk of the unit on its Circe square",
     "A unit whose Circe rebirth square (where Circe would put it were it taken where it stands) holds a unit of either side moves, captures and gives check with that unit's walk instead of its own; kings keep theirs.",
     "Une pièce dont la case de renaissance Circé (où Circé la mettrait si elle était prise où elle se trouve) porte une pièce de l'un ou l'autre camp se déplace, prend et fait échec avec la marche de cette pièce au lieu de la sienne ; les rois gardent la leur."},
    {"TransmissionMenace", "a unit observed by enemy units moves with their walks too",
     "A unit observed by enemy units moves, captures and gives check with their walks as well as with its own; a pawn moving with another walk is still a pawn and promotes on its last rank.",
     "Une pièce observée par des pièces adverses se déplace, prend et fait échec avec leurs marches en plus de la sienne ; un pion qui joue avec une autre marche reste un pion et se promeut sur sa dernière rangée."},
    {"Tibet", "a black unit taking a unit of another kind changes side",
     "A black unit other than the king that captures a unit of another kind becomes White's after its capture; White's captures are as usual.",
     "Une pièce noire autre que le roi qui prend une pièce d'un autre type devient blanche après sa prise ; les prises blanches sont normales."},
    {"DoubleTibet", "a unit taking a unit of another kind changes side",
     "A unit other than a king that captures a unit of another kind passes to the opponent after its capture.",
     "Une pièce autre qu'un roi qui prend une pièce d'un autre type passe à l'adversaire après sa prise."},
    {"GenevaChess", "a unit may capture only if its own Circe square is empty",
     "A unit other than a king may capture only if its Circe rebirth square, counted from the square it leaves, is empty after the capture and is not that square; it stays where it took and nothing is reborn. Check follows the same rule.",
     "Une pièce autre que le roi ne peut prendre que si sa case de renaissance Circé, comptée depuis la case qu'elle quitte, est vide après la prise et n'est pas cette case ; elle reste où elle a pris et rien ne renaît. L'échec suit la même règle."},
    {"LostPieces", "a unit that would be mated as a king leaves the board",
     "After each move, every unit of the other side except its king that would be checkmated if it were that side's king (the kings counting as plain units for the while) is taken off the board.",
     "Après chaque coup, toute pièce du camp adverse autre que son roi qui serait mate si elle était le roi de ce camp (les rois comptant alors comme des pièces ordinaires) est retirée de l'échiquier."},
    {"Pepo", "only a double check is check; an observed king is paralysed",
     "A king is in check only when two enemy units other than the enemy king observe it; a king observed by an enemy unit cannot move (nor castle) and observes nothing.",
     "Un roi n'est en échec que si deux pièces adverses autres que le roi adverse l'observent ; un roi observé par une pièce adverse ne peut pas bouger (ni roquer) et n'observe rien."},
    {"Anda", "a unit that gives check changes side",
     "After a move, the unit that moved changes side if it gives check: a white or black unit "
     "becomes neutral (it belongs to both sides), a neutral unit becomes a unit of the side that "
     "moved it; kings never change.",
     "Après un coup, la pièce qui a joué change de camp si elle fait échec : une pièce blanche ou "
     "noire devient neutre (elle appartient aux deux camps), une pièce neutre devient une pièce du "
     "camp qui l'a jouée ; les rois ne changent jamais."},
    {"AndaInverse", "a unit that gives no check changes side",
     "After a move, the unit that moved changes side if it does not give check: a white or black "
     "unit becomes neutral (it belongs to both sides), a neutral unit becomes a unit of the side "
     "that moved it; kings never change.",
     "Après un coup, la pièce qui a joué change de camp si elle ne fait pas échec : une pièce "
     "blanche ou noire devient neutre (elle appartient aux deux camps), une pièce neutre devient "
     "une pièce du camp qui l'a jouée ; les rois ne changent jamais."},
    {"SnekCircleChess", "a unit taken is replaced by promoting the unit below it, in a circle",
     "When a queen, rook, bishop or knight is taken, a unit of its side of the kind before it in the circle queen, rook, bishop, knight, queen becomes a unit of the kind taken (the mover chooses which).",
     "Quand une dame, une tour, un fou ou un cavalier est pris, une pièce de son camp du type qui le précède dans le cercle dame, tour, fou, cavalier, dame devient une pièce du type pris (le joueur qui prend choisit laquelle)."},
};

}  // namespace

std::optional<ConditionText> condition_text(const ConditionEntry& entry) {
  for (const SeedCondition& seed : seed_conditions()) {
    const auto resolved = resolve_seed_condition(seed);
    if (resolved && resolved->entry == &entry && resolved->arguments.empty())
      return ConditionText{seed.seed_name, seed.summary, seed.en, seed.fr};
  }
  for (const BaseConditionText& base : kBaseConditions)
    if (base.popeye == entry.names.en) return ConditionText{base.popeye, base.summary, base.en, base.fr};
  return std::nullopt;
}

}  // namespace nightrider::conditions
