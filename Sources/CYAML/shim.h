// libyaml's parser (Debian libyaml-dev, Homebrew libyaml), for YAMLReading only.
#include <yaml.h>
