// The solver page's examples: real problems from the Popeye test collection
// (../shared/testdata/problems/popeye), written with Popeye's English keywords. Each solves in well under
// a second, except the last, which is there to be cancelled.
export const EXAMPLES = [
  {
    name: 'armeni',
    label: '#2 — Alberto Armeni, Freie Presse 1994 (with tries)',
    text: `BeginProblem
Author Alberto Armeni
Origin 3530, Freie Presse, 29.7.1994
Stipulation #2
Option Variation Try
Pieces White Kb6 Rh1 Bh3 Bh4 Sc5 Sg6 Pc4 Pc7 Pe4 Pf2 Pg3
       Black Kd6 Rf1 Rf8 Bb5 Pe5 Pe7 Pg4 Pg5
EndProblem
`,
  },
  {
    name: 'lins',
    label: 'h#4 — Torsten Linß, IMR 1988',
    text: `BeginProblem
Author Torsten Linß
Origin 2679, IMR 29, 7-9/1988
Stipulation h#4
Option Intelligent
Pieces White Kh3 Bh7 Pd3
       Black Ke5 Rf6 Be6 Pf5 Pg5
EndProblem
`,
  },
  {
    name: 'deichelbohrer',
    label: '#4 Circe — Horst Deichelbohrer, feenschach 1987',
    text: `BeginProblem
Author Horst Deichelbohrer
Origin f-84, 7-9/1987
Stipulation #4
Condition Circe
Option Variation
Pieces White Kd5 Pd4 Sb3 Qg3
       Black Ke3 Rf3 Rc2 Bh5 Bf2 Se1 Pg6 Pc4 Pf4 Pc3 Pd3 Pe2
EndProblem
`,
  },
  {
    name: 'long',
    label: 'A long solve: Armeni’s position as #7 (runs until cancelled or the time limit)',
    text: `BeginProblem
Title A long solve: cancel it
Pieces White Kb6 Rh1 Bh3 Bh4 Sc5 Sg6 Pc4 Pc7 Pe4 Pf2 Pg3
       Black Kd6 Rf1 Rf8 Bb5 Pe5 Pe7 Pg4 Pg5
Stipulation #7
EndProblem
`,
  },
];
