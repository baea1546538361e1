#include "conditions/condition_texts_nl.h"

namespace nightrider::conditions {

// (Words as Dutch problemists write them: stuk for any unit, pion, paard, loper, toren, dame, koning,
// nachtruiter; Wit and Zwart; slaan, schaak, mat, pat; lijn for a file, rij for a rank; het Circe-veld
// for a unit's home square in Circe.)
const std::vector<DutchDefinition>& dutch_definitions() {
  static const std::vector<DutchDefinition> list = {
      {"Absorbant",
       "Een stuk dat slaat (niet de koning) houdt zijn eigen gang en krijgt die van het geslagen stuk erbij: "
       "een "
       "loper die een paard slaat, gaat daarna als loper en paard tegelijk."},
      {"All-in-Chess",
       "Wie aan zet is, mag een eigen stuk of een stuk van de tegenpartij spelen, maar mag de zojuist "
       "gespeelde "
       "zet niet eenvoudig ongedaan maken."},
      {"Alsacien (Alsatian)",
       "Naast de sprookjesregels is een zet ook onwettig als hij de koning van de spelende partij schaak "
       "laat "
       "staan zoals het orthodoxe schaak dat ziet, zelfs waar de sprookjesregels zeggen dat de koning niet "
       "schaak "
       "staat (een verlamde aanvaller, een slagzet die een bezet wedergeboorteveld verbiedt)."},
      {"Amnésie",
       "De retro-analyse kijkt alleen naar de stelling, niet naar de zetten die al gespeeld zijn: een koning "
       "en "
       "een toren op hun beginvelden mogen rokeren, ook als ze al gezet hebben en teruggekeerd zijn. En "
       "passant "
       "slaan kan zoals gewoonlijk alleen direct na de dubbele pionzet."},
      {"Annéciens",
       "Elke beurt bestaat uit twee zetten van hetzelfde stuk, en de stelling daarna moet verschillen van "
       "die "
       "ervoor; één zet alleen is geen beurt. Tussendoor mag een partij haar koning aangevallen laten; "
       "tenzij "
       "anders vermeld hoeft de koning niet geslagen te worden."},
      {"Anti-Andernach",
       "Een stuk, behalve de koning, dat zet zonder te slaan, gaat over naar de tegenpartij (een neutraal "
       "stuk "
       "dat Wit speelt, wordt zwart). Een toren die op a1 of h1 wit wordt, of op a8 of h8 zwart, mag "
       "rokeren."},
      {"Anticircé colonne",
       "Na een slagzet gaat het slaande stuk, de koning inbegrepen, naar het veld van zijn Circe-rij op de "
       "lijn "
       "waar het sloeg; is dat veld bezet, dan is de slagzet niet toegestaan. Een pion die slaand "
       "promoveert, "
       "promoveert eerst. Tenzij anders vermeld is slaan op dat veld zelf niet toegestaan."},
      {"Anticircé échange",
       "Na een slagzet wordt het slaande stuk herboren op het slagveld, waar het al staat: de regel "
       "verandert "
       "niets op het bord."},
      {"Anticircé équipollent",
       "Na een slagzet gaat het slaande stuk, de koning inbegrepen, naar het veld dat zijn vertrekveld "
       "spiegelt in het slagveld; is dat veld bezet of ligt het buiten het bord, dan is de slagzet niet "
       "toegestaan."},
      {"Anticircé maléfique",
       "Na een slagzet gaat het slaande stuk, de koning inbegrepen, naar het wedergeboorteveld dat het "
       "gelijke stuk van de tegenpartij in Circe zou hebben (het gespiegelde veld); is dat bezet, dan is de "
       "slagzet niet toegestaan. Een pion die slaand promoveert, promoveert eerst. Tenzij anders vermeld is "
       "slaan op dat veld zelf niet toegestaan."},
      {"Anti-Super-Circé",
       "Na een slagzet wordt het slaande stuk, de koning inbegrepen, op een leeg veld naar keuze van zijn "
       "partij gezet. Tenzij anders vermeld mag het niet op het slagveld blijven. Een pion op zijn eigen "
       "eerste "
       "rij kan niet zetten."},
      {"Augsburg",
       "Een stuk, behalve de koning, mag naar een veld gaan waarop een stuk van de eigen partij staat; "
       "stukken "
       "op hetzelfde veld houden elk hun eigen krachten, en als een ervan vertrekt, mogen de andere meegaan "
       "of "
       "blijven staan. Een pion op zijn eigen eerste rij kan niet zetten."},
      {"Bicaptures",
       "Elk stuk mag naast stukken van de tegenpartij ook stukken van de eigen partij slaan; met Rex "
       "Exclusiv "
       "mag het de eigen koning niet slaan."},
      {"Bichromatique",
       "Elke zet moet eindigen op een veld van de andere kleur dan het veld dat het stuk verliet."},
      {"Bicolores",
       "Een koning staat schaak als een vijandelijk stuk hem aanvalt, en ook als een stuk van de eigen "
       "partij "
       "hem aanvalt."},
      {"Brunner",
       "Een partij mag de vijandelijke koning niet slaan als haar eigen koning na die slagzet aangevallen "
       "zou "
       "staan; een schaak is alleen echt als die slagzet toegestaan zou zijn."},
      {"Case obligatoire conséquente",
       "Als een partij een zet kan doen die op een van de gegeven velden aankomt, moet ze zo'n zet spelen. "
       "De "
       "verplichting bepaalt ook welke aanvallen op een koning als schaak tellen."},
      {"Case obligatoire conséquente blanche",
       "Als Wit een zet kan doen die op een van de gegeven velden aankomt, moet Wit zo'n zet spelen; Zwart "
       "speelt "
       "vrij."},
      {"Case obligatoire conséquente noire",
       "Als Zwart een zet kan doen die op een van de gegeven velden aankomt, moet Zwart zo'n zet spelen; Wit "
       "speelt vrij."},
      {"Cavalier majeur",
       "Het spel begint met nachtruiters in plaats van de paarden, en de nachtruiter neemt overal de rol van "
       "het paard over (promotie, wedergeboortevelden)."},
      {"Central",
       "Een koning mag altijd zetten. Elk ander stuk mag alleen zetten (of slaan, of schaak geven) als het "
       "gedekt wordt door een stuk van de eigen partij dat zelf mag zetten, zodat elk beweeglijk stuk door "
       "een "
       "keten met zijn koning verbonden is."},
      {"Circé antipode",
       "Een geslagen stuk, behalve de koning, wordt herboren op het veld vier lijnen en vier rijen "
       "verwijderd "
       "van waar het geslagen werd, als dat veld leeg is; anders verdwijnt het."},
      {"Circé caméléon",
       "Een geslagen dame, toren, loper of paard verandert eerst van soort (paard in loper, loper in toren, "
       "toren "
       "in dame, dame in paard) en wordt dan in de nieuwe soort op zijn Circe-veld herboren als dat veld "
       "leeg is; "
       "anders verdwijnt het."},
      {"Circé clône",
       "Een geslagen stuk, behalve de koning, neemt de soort aan van het stuk dat het sloeg en wordt "
       "herboren op "
       "het Circe-veld van die soort als dat leeg is; anders verdwijnt het."},
      {"Circé coucou",
       "Zoals in Couscous-Circe, maar het slaan van een pion die zou moeten promoveren is niet toegestaan "
       "als "
       "een van zijn promoties de eigen partij schaak zou zetten."},
      {"Circé couscous",
       "Een geslagen stuk, behalve de koning, wordt herboren op het Circe-veld van het stuk dat het sloeg, "
       "als "
       "dat veld leeg is; anders verdwijnt het. Tenzij anders vermeld telt na een slagzet van een "
       "promoverende "
       "pion het veld van de pion."},
      {"Circé diagramme",
       "Een geslagen stuk, behalve de koning, wordt herboren op het veld waarop het in het diagram stond, "
       "als "
       "dat veld leeg is; anders verdwijnt het. In de witte vorm worden alleen de stukken van Wit herboren."},
      {"Circé équipollent",
       "Een geslagen stuk, behalve de koning, wordt herboren op het veld dat men bereikt door de slagzet "
       "vanaf "
       "het slagveld voort te zetten, in dezelfde richting en over dezelfde lengte, als dat veld leeg is en "
       "op "
       "het bord ligt; anders verdwijnt het."},
      {"Circé inversé",
       "Een geslagen stuk, behalve de koning, wordt herboren op zijn Circe-veld gespiegeld in de lijn tussen "
       "de "
       "d- en de e-lijn, als dat veld leeg is; anders verdwijnt het."},
      {"Circé kamikaze",
       "Na een slagzet gaan beide stukken, geen van beide een koning, terug naar hun Circe-veld, elk alleen "
       "als "
       "dat veld leeg is; een stuk dat dat niet kan, verdwijnt."},
      {"Circé maléfique martien",
       "Een stuk slaat alleen vanaf zijn wedergeboorteveld in Spiegel-Circe (het veld van het gelijke stuk "
       "van "
       "de tegenpartij): dat veld moet leeg zijn, en de slagzet gebeurt van daaruit, alsof het stuk daar "
       "stond."},
      {"Circé symétrique",
       "Een geslagen stuk, behalve de koning, wordt herboren op het veld dat symmetrisch ligt aan het "
       "slagveld "
       "ten opzichte van het midden van het bord, als het leeg is; anders verdwijnt het."},
      {"Dead Reckoning",
       "Zodra geen enkele reeks zetten nog tot mat kan leiden, mag geen van beide partijen nog zetten: het "
       "spel "
       "eindigt daar in remise, en de stelling is mat noch pat. Nightrider herkent de dode stellingen aan "
       "hun "
       "materiaal (kale koningen, één licht stuk alleen, lopers die allemaal op velden van één kleur "
       "staan)."},
      {"Dynamo",
       "Er wordt niet gewoon geslagen. Een lijnstuk of springer mag één ander stuk, vriend of vijand, langs "
       "zijn "
       "lijn duwen of trekken (een springer maar één stap), en een stuk dat van het bord geduwd of getrokken "
       "wordt, is geslagen; een stuk dat geen koning is, mag zichzelf van het bord zetten. Een pion duwt "
       "alleen: "
       "recht vooruit een eigen stuk, schuin een vijandelijk. Rokeren blijft ongewijzigd en een zet moet de "
       "stelling veranderen."},
      {"Eiffel",
       "Een stuk is verlamd (het mag niet zetten, slaan of schaak geven) zolang een vijandelijk stuk van de "
       "volgende soort in de kringloop het aanvalt: een paard door een pion, een loper door een paard, een "
       "toren "
       "door een loper, een dame door een toren, een pion door een dame."},
      {"Einstein",
       "Een stuk dat zet zonder te slaan, zakt een trede (dame wordt toren, toren loper, loper paard, paard "
       "pion); een stuk dat slaat, stijgt een trede (pion wordt paard, paard loper, loper toren, toren "
       "dame). Een "
       "pion op zijn eerste rij mag één, twee of drie velden vooruit, en tenzij anders vermeld is er geen "
       "promotie."},
      {"Exclusif",
       "Een zet die het gestelde doel (bijvoorbeeld mat) zou bereiken, is onwettig als de partij meer dan "
       "één "
       "zulke zet heeft."},
      {"Extinction",
       "Een partij staat schaak zodra de tegenpartij dreigt het laatste stuk van een soort te slaan dat zij "
       "nog "
       "heeft; er zijn geen koninklijke stukken, en pionnen mogen tot koning promoveren."},
      {"Fantômes - Ghost",
       "Een geslagen stuk, behalve de koning, keert terug op het veld waar het geslagen werd zodra dat veld "
       "leeg is, en kan vanaf dan niet meer geslagen worden."},
      {"Fusil", "Na een slagzet keert het slaande stuk terug naar het veld dat het verliet."},
      {"Glasgow", "Pionnen promoveren op de voorlaatste rij in plaats van de laatste."},
      {"Gravitation",
       "Na zijn zet doet een stuk dat geen koning of pion is, één stap terug naar de eigen kant; een stuk "
       "dat "
       "daar staat, wordt geslagen, zodat één zet twee keer kan slaan."},
      {"Haan",
       "Elk veld dat een stuk verlaat, wordt een gat: geen stuk mag er nog op staan of eroverheen gaan."},
      {"Isardam",
       "Een zet is onwettig als daarna een stuk een vijandelijk stuk van zijn eigen soort aanvalt."},
      {"Isardam type B",
       "Zoals in Isardam mag een zet geen stuk achterlaten dat een vijandelijk stuk van zijn eigen soort "
       "aanvalt, tenzij de zet dreigt de koning te slaan."},
      {"Kamikaze Rex Inclusiv",
       "Elk stuk dat slaat, de koning inbegrepen, verlaat samen met het geslagen stuk het bord."},
      {"Les Noirs ne jouent que pour donner échec (Black checks)",
       "Zwart mag alleen zetten spelen die schaak geven; heeft Zwart er geen, dan past Zwart."},
      {"Locusauteur",
       "Het spel begint met nachtruiter-locusten voor de paarden, loper-locusten voor de lopers, "
       "toren-locusten "
       "voor de torens en locusten voor de dames, en pionnen promoveren tot deze vier. Een locust zet alleen "
       "slaand: langs een van zijn lijnen gaat hij over lege velden naar een vijandelijk stuk dat geen "
       "koning "
       "is, slaat het en landt op het lege veld direct erachter. Zonder toren op het bord wordt er niet "
       "gerokeerd."},
      {"MAFF",
       "Een schaak op de zwarte koning is onwettig als de koning geen vluchtveld heeft, en de zwarte koning "
       "mag "
       "niet zetten als hij precies één vluchtveld heeft."},
      {"Monochromatique",
       "Geen stuk mag zetten, of geplaatst worden, op een veld van de andere kleur dan het veld dat het "
       "verliet."},
      {"No Double Pawns",
       "Een zet is onwettig als hij twee pionnen van dezelfde partij op één lijn achterlaat."},
      {"Optional Replacement",
       "Een geslagen stuk, behalve de koning, mag op een willekeurig leeg veld teruggezet worden, of van het "
       "bord blijven; een loper houdt zijn veldkleur, en een pion mag niet op de eerste of laatste rij "
       "komen."},
      {"Para-circé",
       "Na een slagzet gaat het slaande stuk, geen koning, terug naar zijn Circe-veld; is dat veld bezet, "
       "dan "
       "blijft het staan waar het sloeg. Een pion die op zijn promotierij sloeg, gaat terug als pion. "
       "Koningen "
       "kunnen niet zetten."},
      {"Progressif",
       "De eerste beurt is één zet, de volgende twee, dan drie enzovoort; een beurt eindigt vroeger als een "
       "van "
       "haar zetten schaak geeft. Een pion die in een beurt één dubbele stap deed, mag op de eerste zet van "
       "de "
       "volgende beurt en passant geslagen worden."},
      {"Qui perd gagne - Losing game",
       "Een partij die kan slaan, moet slaan. De koning is een gewoon stuk: hij mag geslagen worden, mag "
       "niet "
       "rokeren, en een pion mag tot koning promoveren. Een partij die geen wettige zet meer heeft, wint."},
      {"Renaissances Circé assassin",
       "Zoals in Circe, maar als het wedergeboorteveld bezet is, wordt het stuk dat daar staat weggenomen en "
       "wordt het geslagen stuk in zijn plaats herboren."},
      {"Renaissances Circé parachuté",
       "Zoals in Circe, maar een stuk waarvan het wedergeboorteveld bezet is, wordt boven het stuk daar "
       "bewaard (dat er al andere kan dragen); als het veld vrijkomt, dalen de bewaarde stukken een voor een "
       "neer, het laatst bewaarde eerst."},
      {"Renaissances Circé Rex Inclusiv", "Zoals in Circe, en ook een geslagen koning wordt herboren."},
      {"Renaissances Circé strict",
       "Zoals in Circe, maar een slagzet is niet toegestaan als het geslagen stuk niet herboren zou kunnen "
       "worden."},
      {"Renaissances Circé volcanique",
       "Zoals in Circe, maar een stuk waarvan het wedergeboorteveld bezet is, wordt onder het stuk of de "
       "stukken daar bewaard; als het veld vrijkomt, komen de bewaarde stukken een voor een boven, het eerst "
       "bewaarde eerst."},
      {"Républicains",
       "Er staan geen koningen op het bord. Als de partij die gezet heeft, na haar zet de koning van de "
       "tegenpartij op een veld zou kunnen plaatsen waar hij wettig mat zou staan, dan is de tegenpartij "
       "mat."},
      {"Rex Multiplex",
       "Een partij mag meerdere koningen hebben, en pionnen mogen tot koning promoveren. Ze is pas mat als "
       "al "
       "haar koningen mat staan; een schaak dat geen mat is, is alleen wettig als de andere partij kan "
       "antwoorden met een zet waarna geen van haar koningen schaak staat."},
      {"Rois réflecteurs",
       "Een koning die door een vijandelijk stuk aangevallen wordt, mag naast zijn eigen koningszet ook "
       "zetten "
       "en slaan zoals dat stuk."},
      {"Rois siamois",
       "Een partij mag twee koningen hebben; ze staat schaak als een van beide aangevallen wordt."},
      {"Rois strictement transmutés",
       "Een koning zet nooit als koning: hij zet, slaat en geeft schaak alleen zoals de vijandelijke stukken "
       "die hem aanvallen, en zolang geen enkel stuk hem aanvalt, zet hij niet en valt hij niets aan (zodat "
       "twee koningen naast elkaar kunnen staan, en een koning nooit rokeert)."},
      {"Rokagogo",
       "Een koning en een toren van dezelfde partij mogen rokeren, ook als ze al gezet hebben, op een rij of "
       "een lijn, als minstens twee lege velden hen scheiden en de koning geen aangevallen veld oversteekt: "
       "de "
       "koning gaat twee velden naar de toren toe, en de toren landt op het veld dat de koning overstak."},
      {"Rose", "Het spel begint met rozen in plaats van de paarden."},
      {"Sans échec - Checkless", "Geen zet mag schaak geven, tenzij hij mat zet."},
      {"SAT",
       "Een koning staat schaak precies dan als hij een zet heeft naar een veld dat de tegenpartij niet "
       "aanvalt."},
      {"Sentinelles en Pion adverse",
       "Als een stuk dat geen pion is zet, verschijnt op het veld dat het verliet een pion van de kleur van "
       "de "
       "tegenpartij, tenzij dat veld op de eerste of laatste rij ligt of de tegenpartij al acht pionnen "
       "heeft."},
      {"Sentinelles en Pion neutre",
       "Als een stuk dat geen pion is zet, verschijnt op het veld dat het verliet een neutrale pion, tenzij "
       "dat "
       "veld op de eerste of laatste rij ligt of er al acht neutrale pionnen op het bord staan."},
      {"Sentinelles Totalmax=n",
       "Als een stuk dat geen pion is zet, verschijnt op het veld dat het verliet een pion van de eigen "
       "partij, "
       "tenzij dat veld op de eerste of laatste rij ligt of er al n pionnen op het bord staan."},
      {"Super-Circé",
       "Een geslagen stuk, behalve de koning, wordt herboren op een leeg veld naar keuze van de slaande "
       "partij. "
       "Een pion op zijn eigen eerste rij kan niet zetten."},
      {"Swapping Kings", "Telkens als een zet schaak geeft, ruilen de twee koningen daarna van veld."},
      {"Trou - Hole", "De gegeven velden zijn gaten: geen stuk mag erop staan of eroverheen gaan."},
      {"Ultra-Patrouille",
       "Een stuk mag alleen zetten, slaan of schaak geven zolang een ander stuk van zijn partij het dekt."},
      {"Vogtländer", "Een partij staat alleen schaak zolang zij de vijandelijke koning aanvalt."},
      {"Volage",
       "Een stuk, behalve de koning, gaat over naar de tegenpartij de eerste keer dat het naar een veld van "
       "de "
       "andere kleur zet dan het veld dat het verliet; daarna blijft het bij zijn partij."},
      {"Circe",
       "Een geslagen stuk, behalve de koning, keert terug naar zijn beginveld als dat veld leeg is, anders "
       "verdwijnt het: een pion naar de tweede rij van zijn lijn, een toren, paard of loper naar het "
       "beginveld "
       "van zijn soort met de kleur van het veld waar het geslagen werd, een dame naar d1 of d8."},
      {"AntiCirce",
       "Na een slagzet gaat het slaande stuk, de koning inbegrepen, naar zijn Circe-veld (voor de soort die "
       "het "
       "na de zet heeft); is dat veld bezet, dan is de slagzet niet toegestaan."},
      {"Madrasi",
       "Een stuk dat aangevallen wordt door een vijandelijk stuk van zijn eigen soort, is verlamd: het mag "
       "niet "
       "zetten, slaan of schaak geven zolang de aanval duurt. Koningen worden niet verlamd."},
      {"Patrouille",
       "Een stuk mag alleen slaan, of schaak geven, zolang een ander stuk van zijn partij het dekt; verder "
       "zet "
       "het vrij."},
      {"AndernachChess",
       "Een stuk, behalve de koning, dat slaat, gaat na zijn slagzet over naar de tegenpartij. Een toren die "
       "op "
       "a1 of h1 wit wordt, of op a8 of h8 zwart, mag rokeren."},
      {"MarsCirce",
       "Een stuk slaat alleen vanaf zijn Circe-veld: dat veld moet leeg zijn (of het eigen veld van het "
       "stuk), "
       "en de slagzet gebeurt van daaruit, alsof het stuk daar stond. Voor schaak geldt dezelfde regel."},
      {"PWC",
       "Een geslagen stuk, behalve de koning, wordt gezet op het veld dat het slaande stuk verliet (een pion "
       "die "
       "zo op zijn eerste of laatste rij zou komen, blijft van het bord)."},
      {"Kamikaze", "Elk stuk dat slaat, verlaat samen met het geslagen stuk het bord."},
      {"StrictSAT",
       "Zoals in SAT staat een koning schaak als hij een vluchtveld heeft; een partij die sinds het diagram "
       "ooit "
       "schaak heeft gestaan, heeft één vluchtveld minder nodig zolang ze nu niet schaak staat."},
      {"ReversalEinsteinChess",
       "Elk stuk dat zet, verandert bij aankomst van soort: een trede omhoog op de ladder pion, paard, "
       "loper, "
       "toren, dame als het niets slaat, een trede omlaag als het slaat. Er is geen promotie."},
      {"Sentinelles",
       "Als een stuk dat geen pion is een veld verlaat dat niet op de eerste of laatste rij ligt, verschijnt "
       "op "
       "dat veld een pion van zijn partij (hoogstens acht pionnen per partij)."},
      {"HalfInChess",
       "Wie aan zet is, speelt een stuk van de tegenpartij, zoals dat stuk zet; de eigen stukken speelt men "
       "nooit."},
      {"MainlyInChess",
       "Wie aan zet is, mag een eigen stuk of een stuk van de tegenpartij spelen, behalve het stuk dat als "
       "laatste zette."},
      {"Hypervolage",
       "Een stuk, behalve de koning, dat zijn zet beëindigt op een veld van de andere kleur dan het veld dat "
       "het verliet, gaat over naar de tegenpartij, elke keer opnieuw."},
      {"MessignyChess",
       "In plaats van een zet mag een stuk van veld ruilen met een vijandelijk stuk van zijn eigen soort, "
       "koningen inbegrepen; de twee stukken die net geruild hebben, mogen niet meteen terugruilen."},
      {"NoCapture",
       "Geen van beide partijen mag slaan. Een koning staat nog steeds schaak als hij aangevallen wordt."},
      {"NoWhiteCapture",
       "Wit mag niet slaan; Zwart slaat zoals gewoonlijk. Een koning staat nog steeds schaak als hij "
       "aangevallen wordt."},
      {"NoBlackCapture",
       "Zwart mag niet slaan; Wit slaat zoals gewoonlijk. Een koning staat nog steeds schaak als hij "
       "aangevallen wordt."},
      {"ImmunChess",
       "Een stuk kan niet geslagen worden zolang zijn Circe-wedergeboorteveld bezet is; verder wordt er "
       "gewoon "
       "geslagen en wordt er niets herboren."},
      {"DangerCirce",
       "Een stuk dat door een vijandelijk stuk wordt aangevallen, mag ook rechtstreeks naar zijn Circe-"
       "wedergeboorteveld gaan, als dat veld leeg is of een vijandelijk stuk bevat, dat het slaat; een "
       "koning "
       "op zo'n veld staat dus schaak."},
      {"CASTChess",
       "Een stuk dat twee of meer stukken zou kunnen slaan, slaat er geen, en geeft alleen schaak als de "
       "koning het enige stuk is dat het zou kunnen slaan."},
      {"SuperGuards",
       "Een stuk dat door een stuk van zijn eigen partij wordt gedekt, kan niet worden geslagen, en een "
       "gedekte koning staat niet schaak."},
      {"VaultingKings",
       "Een koning die door een vijandelijk stuk wordt waargenomen, zet en geeft schaak ook als elk van de "
       "stukken die na de voorwaarde genoemd zijn (als een equispringer als er geen genoemd is)."},
      {"WhiteVaultingKing",
       "De witte koning zet en geeft, als een zwart stuk hem waarneemt, ook schaak als elk van de stukken die "
       "na de voorwaarde genoemd zijn (als een equispringer als er geen genoemd is)."},
      {"BlackVaultingKing",
       "De zwarte koning zet en geeft, als een wit stuk hem waarneemt, ook schaak als elk van de stukken die "
       "na de voorwaarde genoemd zijn (als een equispringer als er geen genoemd is)."},
      {"PointReflection",
       "Een stuk waarvan het veld, gespiegeld in het midden van het bord (a1 naar h8, e1 naar d8), een stuk "
       "van een van beide partijen draagt, zet, slaat en geeft schaak met de gang van dat stuk in plaats van "
       "zijn eigen gang; rokeren kan alleen als koning en toren hun eigen gang houden."},
      {"NoWhitePromotion",
       "Een witte pion gaat nooit naar zijn laatste rij (met een stap, een slagzet of een andere eigen zet), en promoveert dus nooit; een pion die een regel daar zet, promoveert nog wel."},
      {"NoBlackPromotion",
       "Een zwarte pion gaat nooit naar zijn laatste rij (met een stap, een slagzet of een andere eigen zet), en promoveert dus nooit; een pion die een regel daar zet, promoveert nog wel."},
      {"WhitePromSquares",
       "Een witte pion promoveert als hij aankomt op een van de gegeven velden, waar die ook liggen (ook na een dubbele stap), en nergens anders."},
      {"BlackPromSquares",
       "Een zwarte pion promoveert als hij aankomt op een van de gegeven velden, waar die ook liggen (ook na een dubbele stap), en nergens anders."},
      {"RelegationChess",
       "Een stuk dat geen pion of koning is en dat zijn zet op de tweede rij van zijn partij eindigt, wordt daar een pion."},
      {"AlphabeticChess",
       "Elke partij moet, van haar stukken die een wettige zet hebben, het stuk zetten dat als eerste staat in de volgorde a1, a2, ..., a8, b1, ..., h8."},
      {"WhiteAlphabeticChess",
       "Wit moet, van zijn stukken die een wettige zet hebben, het stuk zetten dat als eerste staat in de volgorde a1, a2, ..., a8, b1, ..., h8; Zwart zet gewoon."},
      {"BlackAlphabeticChess",
       "Zwart moet, van zijn stukken die een wettige zet hebben, het stuk zetten dat als eerste staat in de volgorde a1, a2, ..., a8, b1, ..., h8; Wit zet gewoon."},
      {"ChameleonChess",
       "Elk stuk dat zet, verandert van soort waar het aankomt: een paard wordt een loper, een loper een toren, een toren een dame, een dame een paard (of volgens de gegeven kringloop); koningen en pionnen blijven wat ze zijn."},
      {"ChameleonSequence",
       "De kameleonstukken (en bij kameleonschaak alle stukken) veranderen van soort volgens de gegeven kringloop, elke soort in de volgende, de laatste in de eerste; soorten die niet genoemd zijn blijven wat ze zijn."},
      {"ChameleonPursuit",
       "Een stuk dat geen koning is en dat zijn zet eindigt op het veld waar de laatste zet van de tegenstander vandaan kwam, wisselt daar van partij."},
      {"AntiKings",
       "Elke koning is een antikoning: hij staat schaak als geen vijandelijk stuk hem waarneemt, dus een partij mag haar koning niet onwaargenomen laten; koningen worden nooit geslagen."},
      {"Leffie",
       "Geen zet mag een stuk laten waargenomen door een vijandelijk stuk dat het bij Eiffelschaak zou verlammen (een pion door een dame, een dame door een toren, een toren door een loper, een loper door een paard, een paard door een pion); een koning staat alleen schaak als hem slaan geen stuk zo waargenomen laat."},
      {"ExchangeCastling",
       "Eén keer in de partij mag elke koning van veld wisselen met een stuk van zijn partij dat geen pion is, waar het ook staat; gewoon rokeren mag niet."},
      {"PowerTransfer",
       "Een stuk waarvan het Circe-wedergeboorteveld (waar Circe het zou zetten als het geslagen werd waar het staat) een stuk van een van beide partijen draagt, zet, slaat en geeft schaak met de gang van dat stuk in plaats van zijn eigen gang; koningen houden de hunne."},
      {"TransmissionMenace",
       "Een stuk dat door vijandelijke stukken wordt waargenomen, zet, slaat en geeft schaak met hun gangen "
       "naast zijn eigen gang; een pion die met een andere gang zet, blijft een pion en promoveert op zijn laatste rij."},
      {"Tibet",
       "Een zwart stuk, behalve de koning, dat een stuk van een andere soort slaat, wordt na zijn slagzet wit; "
       "Wit slaat zoals gewoonlijk."},
      {"DoubleTibet",
       "Een stuk, behalve de koning, dat een stuk van een andere soort slaat, gaat na zijn slagzet over naar "
       "de tegenpartij."},
      {"GenevaChess",
       "Een stuk, behalve de koning, mag alleen slaan als zijn Circe-wedergeboorteveld, bepaald vanaf het veld "
       "dat het verlaat, na de slagzet leeg is en niet dat veld zelf is; het blijft staan waar het sloeg en "
       "er wordt niets herboren. Voor schaak geldt dezelfde regel."},
      {"FaceToFace",
       "Een stuk met een vijandelijk stuk recht voor zich (erboven voor Wit, eronder voor Zwart) zet, slaat "
       "en geeft schaak met de gang van dat stuk in plaats van zijn eigen gang."},
      {"BackToBack",
       "Een stuk met een vijandelijk stuk recht achter zich (eronder voor Wit, erboven voor Zwart) zet, slaat "
       "en geeft schaak met de gang van dat stuk in plaats van zijn eigen gang."},
      {"CheekToCheek",
       "Een stuk met een vijandelijk stuk direct naast zich, links of rechts, zet, slaat en geeft schaak met "
       "de gang van dat stuk in plaats van zijn eigen gang (met twee, met beide gangen)."},
      {"Influencer",
       "Een stuk dat zet, de koning uitgezonderd, verandert elk vijandelijk stuk naast zijn aankomstveld, "
       "koningen uitgezonderd, in een pion; een vijandelijk stuk op de eerste of laatste rij wordt een stuk "
       "van de soort die zette, en een pion die zo op zijn laatste rij komt, promoveert."},
      {"LostPieces",
       "Na elke zet verdwijnt elk stuk van de andere partij, behalve haar koning, dat mat zou staan als het de "
       "koning van die partij was (de koningen tellen dan als gewone stukken)."},
      {"Anda",
       "Na een zet verandert het stuk dat zette van partij als het schaak geeft: een wit of zwart "
       "stuk wordt neutraal (het hoort bij beide partijen), een neutraal stuk wordt een stuk van "
       "de partij die het zette; koningen veranderen nooit."},
      {"AndaInverse",
       "Na een zet verandert het stuk dat zette van partij als het geen schaak geeft: een wit of "
       "zwart stuk wordt neutraal (het hoort bij beide partijen), een neutraal stuk wordt een stuk "
       "van de partij die het zette; koningen veranderen nooit."},
      {"Pepo",
       "Een koning staat alleen schaak als twee vijandelijke stukken, de vijandelijke koning niet meegeteld, "
       "hem waarnemen; een koning die door een vijandelijk stuk wordt waargenomen kan niet zetten (noch "
       "rokeren) en neemt niets waar."},
      {"SnekChess",
       "Wordt een stuk geslagen, dan wordt een stuk van zijn partij een trede lager een stuk van de geslagen "
       "soort (toren tot dame, loper tot toren, paard tot loper, de koning tot koninklijk paard; wie slaat "
       "kiest welk); wordt een pion geslagen, dan wordt het koninklijke stuk van die partij weer een koning."},
      {"SnekCircleChess",
       "Wordt een dame, toren, loper of paard geslagen, dan wordt een stuk van zijn partij van de soort ervoor "
       "in de kring dame, toren, loper, paard, dame een stuk van de geslagen soort (wie slaat kiest welk)."},
      {"LeseMajeste",
       "De partij die niet aan zet is, mag schaak staan; haar koning wordt niet geslagen, en schaak telt "
       "alleen "
       "voor de partij die aan zet is."},
      {"BlackOscillatingKings",
       "Na elke zet van Zwart ruilen de twee koningen van veld; een zwarte zet waarna de eigen koning dan "
       "schaak "
       "zou staan, is niet toegestaan."},
      {"AntiMarsCirce",
       "Er wordt gewoon geslagen; een zet die niets slaat, gebeurt alsof het stuk op zijn Circe-veld stond, "
       "dat "
       "leeg moet zijn, en nooit terug naar het eigen veld."},
      {"PhantomChess",
       "Een stuk zet en slaat vanaf zijn eigen veld, of anders vanaf zijn Circe-veld (als dat leeg is) naar "
       "de "
       "velden die zijn eigen zetten niet bereiken; het valt vanaf beide aan."},
      {"PlusChess",
       "Een stuk op d4, d5, e4 of e5 mag ook slaan alsof het op een ander leeg veld van die vier stond, naar "
       "velden die zijn eigen zetten niet bereiken, en valt ook van daaruit aan."},
      {"WhiteMaximummer",
       "Wit moet een wettige zet van de grootste lengte spelen (gemeten als het kwadraat van de afstand "
       "tussen "
       "vertrek- en aankomstveld)."},
      {"BlackMaximummer",
       "Zwart moet een wettige zet van de grootste lengte spelen (gemeten als het kwadraat van de afstand "
       "tussen "
       "vertrek- en aankomstveld)."},
      {"WhiteMinimummer",
       "Wit moet een wettige zet van de kleinste lengte spelen (gemeten als het kwadraat van de afstand "
       "tussen "
       "vertrek- en aankomstveld; rokade 16 aan de koningskant, 25 aan de damekant)."},
      {"BlackMinimummer",
       "Zwart moet een wettige zet van de kleinste lengte spelen (gemeten als het kwadraat van de afstand "
       "tussen vertrek- en aankomstveld; rokade 16 aan de koningskant, 25 aan de damekant)."},
      {"WhiteMustCapture",
       "Als Wit een wettige slagzet heeft, moet het slaan; het kiest zelf welke. Zwart speelt vrij."},
      {"BlackMustCapture",
       "Als Zwart een wettige slagzet heeft, moet het slaan; het kiest zelf welke. Wit speelt vrij."},
      {"CastlingChess",
       "Een koning die niet schaak staat, mag langs elk van zijn acht lijnen rokeren met het eerste stuk dat "
       "daar op minstens drie velden afstand staat, van welke partij ook, zonder rokaderechten: de koning "
       "gaat "
       "twee velden naar dat stuk toe en het stuk landt op het veld dat de koning overstak."},
      {"WhiteReflectiveKing",
       "De witte koning mag, als een vijandelijk stuk hem aanvalt, ook zetten en slaan zoals dat stuk."},
      {"BlackReflectiveKing",
       "De zwarte koning mag, als een vijandelijk stuk hem aanvalt, ook zetten en slaan zoals dat stuk."},
      {"WhiteTransmutedKing",
       "De witte koning zet, slaat en geeft schaak, zolang vijandelijke stukken hem aanvallen, alleen zoals "
       "die "
       "stukken (ook als koning alleen wanneer de vijandelijke koning erbij is); niet aangevallen is hij een "
       "gewone koning."},
      {"BlackTransmutedKing",
       "De zwarte koning zet, slaat en geeft schaak, zolang vijandelijke stukken hem aanvallen, alleen zoals "
       "die "
       "stukken (ook als koning alleen wanneer de vijandelijke koning erbij is); niet aangevallen is hij een "
       "gewone koning."},
      {"RoyalDynasty",
       "De koning van een partij is alleen koninklijk zolang die partij precies een koning heeft: met meer (een "
       "pion mag tot koning promoveren) is geen enkele het, staat de partij nooit schaak en worden haar koningen "
       "geslagen als elk stuk. Een partij die ooit meer of minder dan een koning had, verliest voorgoed het "
       "rokaderecht van haar koning."},
      {"WhiteSuperTransmutingKing",
       "Zolang vijandelijke stukken de witte koning aanvallen, zijn de enige witte zetten die van de koning "
       "als een van die stukken, waarmee hij voorgoed een stuk van die soort wordt, niet langer koninklijk (wit "
       "speelt dan zonder koning); hij geeft schaak zoals zij. Niet aangevallen is hij een gewone koning."},
      {"BlackSuperTransmutingKing",
       "Zolang vijandelijke stukken de zwarte koning aanvallen, zijn de enige zwarte zetten die van de koning "
       "als een van die stukken, waarmee hij voorgoed een stuk van die soort wordt, niet langer koninklijk "
       "(zwart speelt dan zonder koning); hij geeft schaak zoals zij. Niet aangevallen is hij een gewone "
       "koning."},
      {"TransmutedKings",
       "Elke koning zet, slaat en geeft schaak, zolang vijandelijke stukken hem aanvallen, alleen zoals die "
       "stukken (ook als koning alleen wanneer de vijandelijke koning erbij is); niet aangevallen is hij een "
       "gewone koning."},
      {"WhiteEdgeMover",
       "Elke zet van Wit moet eindigen op een veld aan de rand van het bord, en de stukken van Wit vallen "
       "alleen "
       "randvelden aan."},
      {"BlackEdgeMover",
       "Elke zet van Zwart moet eindigen op een veld aan de rand van het bord, en de stukken van Zwart "
       "vallen "
       "alleen randvelden aan."},
      {"DuellistChess",
       "Een partij moet hetzelfde stuk spelen als in haar vorige beurt, zolang dat stuk een wettige zet "
       "heeft."},
      {"FuddledMen",
       "Een stuk dat bij de laatste zet van zijn partij bewoog (bij een rokade beide stukken), mag bij de "
       "volgende zet van die partij niet bewegen en observeert tot dan niets: het geeft geen schaak."},
      {"NorskSjakk",
       "Een stuk dat zet, verandert waar het aankomt: een dame in een paard, een paard in een dame, een toren "
       "in een loper, een loper in een toren (ook de toren van de rokade; niet na een promotie). Een stuk "
       "slaat alleen een stuk van zijn eigen soort en een koning slaat nooit; schaak is de aanval zoals "
       "gewoonlijk."},
      {"FunctionaryChess",
       "Een stuk, ook de koning, mag alleen zetten, slaan en observeren (dus schaak geven) zolang een "
       "vijandelijk stuk het observeert."},
      {"PADChess",
       "Een stuk dat al eens geslagen heeft, verlaat het bord na zijn tweede slagzet; koningen blijven "
       "erbuiten (met RexInclusive slaat een koning maar één keer). Bij Strict mag een stuk dat al geslagen "
       "heeft niet meer slaan en geen schaak meer geven."},
      {"Football",
       "Een stuk dat geen koning is en op de a- of h-lijn aankomt, mag daar vervangen worden door een van de "
       "soorten die bij de voorwaarde genoemd zijn, of blijven wat het is; de speler kiest."},
      {"ActuatedRevolvingCentre",
       "Een zet die van d4, d5, e4 of e5 vertrekt of daar aankomt, draait daarna het centrum een kwartslag: "
       "het stuk op d4 gaat naar d5, dat op d5 naar e5, dat op e5 naar e4 en dat op e4 naar d4."},
      {"AliceChess",
       "Er zijn twee borden, A en B. Een stuk zet op zijn eigen bord alsof de stukken van het andere bord er "
       "niet zijn, naar een veld dat op het andere bord leeg is, en gaat dan over naar hetzelfde veld van het "
       "andere bord (bij rokade gaan koning en toren over). Een koning staat alleen schaak door stukken van "
       "zijn eigen bord, en een koning die zet mag ook op het bord waarop hij zette niet schaak staan."},
      {"DarkSide",
       "Een stuk dat geen koning is en in de helft van de tegenstander aankomt (wit op de vijfde rij of "
       "verder, zwart op de vierde of lager), wisselt daar van kleur."},
      {"KobulKings",
       "Als een stuk geslagen wordt, neemt de koning van zijn partij de gang van dat stuk aan en blijft "
       "koninklijk; het verlies van een pion geeft de koning zijn eigen gang terug."},
      {"WhiteSynchronMover",
       "Als Wit een wettige zet heeft in dezelfde richting en over dezelfde lengte als de zojuist gespeelde "
       "zet "
       "van Zwart, moet Wit er een spelen."},
      {"BlackSynchronMover",
       "Als Zwart een wettige zet heeft in dezelfde richting en over dezelfde lengte als de zojuist "
       "gespeelde zet "
       "van Wit, moet Zwart er een spelen."},
      {"WhiteAntiSynchronMover",
       "Als Wit een wettige zet heeft over dezelfde lengte als de zojuist gespeelde zet van Zwart maar in de "
       "tegengestelde richting, moet Wit er een spelen."},
      {"BlackAntiSynchronMover",
       "Als Zwart een wettige zet heeft over dezelfde lengte als de zojuist gespeelde zet van Wit maar in de "
       "tegengestelde richting, moet Zwart er een spelen."},
      {"WhiteFollowMyLeader",
       "Als Wit een wettige zet heeft die aankomt op het veld dat het stuk van de zojuist gespeelde zet van "
       "Zwart verliet, moet Wit er een spelen."},
      {"BlackFollowMyLeader",
       "Als Zwart een wettige zet heeft die aankomt op het veld dat het stuk van de zojuist gespeelde zet "
       "van "
       "Wit verliet, moet Zwart er een spelen."},
      {"BackHome",
       "Als een partij een wettige zet heeft die een stuk terugbrengt naar het veld waar het aan het begin "
       "stond, moet ze er een spelen; zolang ze er een heeft, geven haar stukken alleen schaak als het slaan "
       "van de koning hen naar huis zou brengen."},
      {"RoleExchange",
       "In plaats van een zet mag Wit de rollen ruilen: het bord draait een halve slag (a1 komt op h8) en elk "
       "stuk wisselt van kleur, neutrale stukken niet; daarna zet Zwart. Met een getal mag Wit dat hoogstens "
       "zo vaak doen. Een partij staat mat of pat zonder dat de ruil meetelt onder de zetten van Wit."},
      {"Bolero",
       "Een stuk dat geen pion of koning is, zet zonder te slaan zoals het stuk van de beginopstelling op zijn "
       "lijn (een toren op de a- en h-lijn, een paard op b en g, een loper op c en f, een dame op d, een koning "
       "op e) en slaat, en geeft schaak, met zijn eigen gang."},
      {"BoleroInverse",
       "Een stuk dat geen pion of koning is, slaat, en geeft schaak, zoals het stuk van de beginopstelling op "
       "zijn lijn (een toren op de a- en h-lijn, een paard op b en g, een loper op c en f, een dame op d, een "
       "koning op e) en zet zonder te slaan met zijn eigen gang."},
      {"WhiteMaxDister",
       "Wit moet een van zijn wettige zetten spelen die de twee referentiestukken (die op de twee gegeven "
       "velden van het diagram) het verst uit elkaar laten; een van hen slaan telt het minst."},
      {"WhiteMinDister",
       "Wit moet een van zijn wettige zetten spelen die de twee referentiestukken (die op de twee gegeven "
       "velden van het diagram) het dichtst bij elkaar laten; een van hen slaan telt het minst."},
      {"BlackMaxDister",
       "Zwart moet een van zijn wettige zetten spelen die de twee referentiestukken (die op de twee gegeven "
       "velden van het diagram) het verst uit elkaar laten; een van hen slaan telt het minst."},
      {"BlackMinDister",
       "Zwart moet een van zijn wettige zetten spelen die de twee referentiestukken (die op de twee gegeven "
       "velden van het diagram) het dichtst bij elkaar laten; een van hen slaan telt het minst."},
      {"SingleBox",
       "Geen partij mag ooit meer stukken van een soort hebben dan in de beginopstelling: een pion mag "
       "alleen "
       "promoveren tot een soort die zijn partij verloren heeft."},
      {"HauntedChess",
       "Een geslagen stuk, behalve de koning, wacht onder het veld waar het geslagen werd en keert daar "
       "terug "
       "zodra het veld leeg is; alleen het laatst op een veld geslagen stuk wacht."},
      {"Take&MakeChess",
       "Een stuk dat slaat, moet meteen vanaf het slagveld een zet zonder slaan doen met de gang van het "
       "geslagen stuk; een slagzet zonder zo'n zet is niet toegestaan. Een pion mag niet op zijn eigen "
       "eerste "
       "rij eindigen, en promoveert als hij op zijn laatste rij eindigt."},
      {"Make&TakeChess",
       "Een stuk slaat pas na een eerste stap die niets slaat, gedaan met de gang van het stuk dat het "
       "daarna "
       "slaat, vanaf het veld waar het met zijn eigen gang slaat."},
      {"SeriesCapture",
       "Een stuk dat geslagen heeft, mag in dezelfde beurt nog een zet doen vanaf het veld waar de slagzet "
       "het "
       "achterliet; na elke volgende slagzet mag het opnieuw verder, en een zet die niets slaat, beëindigt "
       "de "
       "reeks. Het mag niet verder zolang een van beide koningen schaak staat."},
      {"Breton",
       "Na een slagzet verlaat ook een stuk van de soort van het geslagen stuk, van de slaande partij (het "
       "slaande stuk zelf inbegrepen), het bord; als er meerdere zijn, kiest de slaande partij welk."},
      {"AnnanChess",
       "Een stuk dat een stuk van de eigen partij direct achter zich heeft (eronder voor Wit, erboven voor "
       "Zwart), zet, slaat en geeft schaak met de gang van dat stuk in plaats van zijn eigen."},
      {"KoeKo", "Elk stuk dat een zet verplaatst, moet eindigen op een veld naast een ander stuk."},
      {"AntiKoeko", "Het stuk dat zet, moet eindigen op een veld waarnaast geen enkel stuk staat."},
      {"NewKoeko",
       "Het stuk dat zet, moet naast een ander stuk eindigen als, en alleen als, het naast een stuk "
       "vertrok."},
      {"GridChess",
       "Het bord is verdeeld in cellen van 2x2 velden; elke zet moet eindigen in een andere cel dan die het "
       "stuk "
       "verliet, en een stuk valt alleen velden buiten zijn eigen cel aan."},
      {"Lortap",
       "Een stuk mag alleen slaan, of schaak geven, zolang geen ander stuk van zijn partij het dekt; zijn "
       "andere zetten zijn vrij."},
      {"Woozles",
       "Twee stukken van dezelfde partij die elkaar wederzijds bestrijken (koningen inbegrepen, behalve met "
       "RexExclusive) verliezen de kracht om te slaan en schaak te geven; hun andere zetten zijn vrij."},
      {"BiWoozles",
       "Twee stukken van verschillende partijen die elkaar wederzijds bestrijken (koningen inbegrepen, behalve "
       "met RexExclusive) verliezen de kracht om te slaan en schaak te geven, ook om elkaar te slaan; hun "
       "andere zetten zijn vrij."},
      {"Heffalumps",
       "Twee stukken van dezelfde partij die elkaar wederzijds bestrijken (koningen inbegrepen, behalve met "
       "RexExclusive) mogen niet slaan of schaak geven langs de lijn die hen verbindt, in geen van beide "
       "richtingen; langs andere lijnen wel."},
      {"BiHeffalumps",
       "Twee stukken van verschillende partijen die elkaar wederzijds bestrijken (koningen inbegrepen, behalve "
       "met RexExclusive) mogen niet slaan of schaak geven langs de lijn die hen verbindt, in geen van beide "
       "richtingen, dus ook elkaar niet; langs andere lijnen wel."},
      {"ProvocationChess",
       "Een stuk mag alleen slaan, of schaak geven, zolang een vijandelijk stuk het aanvalt; zijn andere "
       "zetten zijn vrij."},
      {"PartialParalysis",
       "Een stuk dat door een vijandelijk stuk wordt aangevallen, mag geen zet doen, en geen schaak geven, die "
       "de soort van de aanvaller vanaf zijn veld zou doen: een dame die door een loper wordt aangevallen, "
       "gaat alleen als een toren."},
      {"ShieldedKings",
       "Een koning kan de andere koning niet slaan of schaak geven zolang een stuk van diens partij hem dekt; "
       "twee gedekte koningen mogen dus naast elkaar staan."},
      {"AntiGuards",
       "Een stuk mag alleen geslagen worden zolang een stuk van zijn eigen partij het dekt; een koning staat "
       "dus alleen schaak zolang een van zijn stukken hem dekt."},
      {"WhiteUltraSchachZwang",
       "Elke zet van wit moet schaak geven. Wit staat pat als het, zonder schaak te staan, geen zet heeft die "
       "schaak geeft; het staat mat als het schaak staat zonder enige wettige zet."},
      {"BlackUltraSchachZwang",
       "Elke zet van zwart moet schaak geven. Zwart staat pat als het, zonder schaak te staan, geen zet heeft "
       "die schaak geeft; het staat mat als het schaak staat zonder enige wettige zet."},
      {"Masand",
       "Als een zet schaak geeft met het stuk dat zette, gaat elk stuk behalve een koning dat dit stuk dan "
       "aanvalt, over naar de andere partij."},
      {"NoIProm",
       "Samen met Imitator mag een pion niet tot imitator promoveren; alleen verandert de conditie niets."},
      {"BGL",
       "Elke partij heeft een budget in velden (één voor beide partijen of één elk; zonder budget geen "
       "grens), "
       "en elke zet verbruikt zijn lengte, de rechte afstand tussen zijn velden (een paardensprong ongeveer "
       "2,24); een zet die meer kost dan de partij nog heeft, is niet toegestaan, en een partij geeft alleen "
       "schaak met zetten die ze kan betalen."},
      {"FrankfurtChess",
       "Een stuk dat slaat, neemt de soort aan van het stuk dat het sloeg (een koning blijft koninklijk in "
       "zijn "
       "nieuwe soort); een pion die op zijn laatste rij een stuk slaat, wordt dat stuk in plaats van te "
       "promoveren."},
      {"ProteanChess",
       "Een stuk dat slaat, neemt de soort aan van het geslagen stuk (een koning blijft koninklijk), maar wie "
       "een pion slaat, wordt een omgekeerde pion, die naar zijn eigen eerste rij loopt, en wie een omgekeerde "
       "pion slaat, wordt een pion."},
      {"MarineChess",
       "De sirene, triton, nereide en het zeepaard, die gaan als dame, toren, loper en paard maar slaan door "
       "over een vijandelijk stuk te springen naar het lege veld er vlak achter, nemen de plaats in van de "
       "orthodoxe stukken: pionnen promoveren tot hen en de triton rokeert met de koning."},
      {"UltramarineChess",
       "Als bij marien schaak, en bovendien neemt de Poseidon, een koning die springend slaat, de plaats van "
       "de koning in en de zeepion die van de pion; de triton rokeert met de Poseidon."},
      {"MasandGeneralised",
       "Als een zet schaak geeft, gaat elk stuk behalve een koning dat aangevallen wordt door een "
       "schaakgevend "
       "stuk van de partij die zette, over naar de andere partij, elk één keer."},
      {"MultiCaptures",
       "Een partij mag alleen op een veld slaan als minstens twee van haar zetten daar slaan, en een koning "
       "staat alleen schaak als minstens twee vijandelijke stukken hem aanvallen."},
      {"Disparate",
       "Een stuk van dezelfde soort als het stuk dat de tegenpartij net speelde, mag niet zetten en valt "
       "niets "
       "aan (het geeft geen schaak), tot de volgende zet."},
  };
  return list;
}

std::string_view dutch_definition(std::string_view name) {
  for (const DutchDefinition& d : dutch_definitions())
    if (d.name == name) return d.text;
  return {};
}

}  // namespace nightrider::conditions
