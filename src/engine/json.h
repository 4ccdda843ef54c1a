// The whole of nlohmann/json, for the files that read or write JSON; the
// engine's headers only name it (engine/json_reader.h).
#pragma once

#include <nlohmann/json.hpp>

#include "engine/json_reader.h"
