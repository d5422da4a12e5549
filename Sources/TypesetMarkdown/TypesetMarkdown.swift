import Typeset
