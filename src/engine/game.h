// The engine's public API in one include: editions, options, state,
// actions, apply(), legal_actions(), events, rules queries, serialisation,
// saves and scenarios. See docs/engine.md.
#pragma once

#include "engine/action.h"
#include "engine/apply.h"
#include "engine/edition.h"
#include "engine/events.h"
#include "engine/legal.h"
#include "engine/observe.h"
#include "engine/options.h"
#include "engine/queries.h"
#include "engine/rules.h"
#include "engine/save.h"
#include "engine/scenario.h"
#include "engine/serialize.h"
#include "engine/state.h"
