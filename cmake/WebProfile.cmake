# Profile-guided optimisation of the web build's rules and computer players.
#
# The web build compiles landlord_engine and landlord_ai with a profile of
# where their branches go and which functions run hot, counted by a native
# clang build of landlord-cli playing seeded games (scripts/web-profile.sh).
# The same code then runs the bench about an eighth faster in WebAssembly,
# and the page's computer players with it (docs/performance.md). It changes
# how the code is laid out and inlined, never what it computes: the bench
# signature and the golden games are the same with or without it.
#
# The profile comes from clang of the LLVM that Emscripten compiles with
# (its LLVM_ROOT), since the profile's format is that LLVM's; it is made
# again whenever a source of the rules, the bots or the CLI changes, in
# each web build's own directory (the instrumented native build that counts
# it, in build/profile/, is shared by the web and web-release builds).
# Functions are matched by their mangled names, so the few that take a
# 64-bit integer (`long` natively, `long long` in WebAssembly) go without:
# matching those too (a remapping file) made no difference to the bench.
# -DLANDLORD_WEB_PGO=OFF builds without it. Web builds only.
if(NOT EMSCRIPTEN)
  return()
endif()
option(LANDLORD_WEB_PGO "Optimise the web build's rules and bots with a native profile" ON)
if(NOT LANDLORD_WEB_PGO)
  return()
endif()

find_program(LANDLORD_EM_CONFIG em-config HINTS "${EMSCRIPTEN_ROOT_PATH}" REQUIRED)
execute_process(COMMAND "${LANDLORD_EM_CONFIG}" LLVM_ROOT OUTPUT_VARIABLE _llvm_root
                OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0 OR NOT EXISTS "${_llvm_root}/clang++")
  message(FATAL_ERROR "WebProfile: no clang++ in Emscripten's LLVM_ROOT (${_llvm_root}); "
                      "run scripts/setup.sh, or configure with -DLANDLORD_WEB_PGO=OFF")
endif()
execute_process(COMMAND "${_llvm_root}/clang++" --version OUTPUT_VARIABLE _clang_version)
string(REGEX MATCH "clang version ([0-9]+)" _ "${_clang_version}")
find_program(LANDLORD_LLVM_PROFDATA NAMES llvm-profdata-${CMAKE_MATCH_1} llvm-profdata
             HINTS "${_llvm_root}" "/usr/lib/llvm-${CMAKE_MATCH_1}/bin" NO_DEFAULT_PATH)
if(NOT LANDLORD_LLVM_PROFDATA)
  message(FATAL_ERROR "WebProfile: no llvm-profdata for clang ${CMAKE_MATCH_1}; "
                      "run scripts/setup.sh, or configure with -DLANDLORD_WEB_PGO=OFF")
endif()

set(LANDLORD_PROFILE_BUILD_DIR "${PROJECT_SOURCE_DIR}/build/profile" CACHE PATH
    "Where the instrumented native landlord-cli that counts the web build's profile is built")
set(_profile "${CMAKE_BINARY_DIR}/landlord.profdata")
file(GLOB_RECURSE _profiled_sources CONFIGURE_DEPENDS
     "${PROJECT_SOURCE_DIR}/src/engine/*" "${PROJECT_SOURCE_DIR}/src/ai/*" "${PROJECT_SOURCE_DIR}/src/cli/*"
     "${PROJECT_SOURCE_DIR}/assets/editions/*")
add_custom_command(
  OUTPUT "${_profile}"
  COMMAND "${PROJECT_SOURCE_DIR}/scripts/web-profile.sh" "${_llvm_root}/clang" "${_llvm_root}/clang++"
          "${LANDLORD_LLVM_PROFDATA}" "${_profile}" "${LANDLORD_PROFILE_BUILD_DIR}"
  DEPENDS ${_profiled_sources} "${PROJECT_SOURCE_DIR}/scripts/web-profile.sh"
          "${PROJECT_SOURCE_DIR}/CMakeLists.txt"
  COMMENT "Profiling the rules and the bots natively for the web build's optimiser"
  VERBATIM)
add_custom_target(landlord_web_profile DEPENDS "${_profile}")

# Named relative to the build directory, where Ninja compiles: the compiler
# cache hashes this option's path as it is (it makes only include and
# source paths relative), so an absolute one would miss in every new clone.
if(CMAKE_GENERATOR MATCHES "Ninja")
  set(_profile_arg "landlord.profdata")
else()
  set(_profile_arg "${_profile}")
endif()
foreach(_t landlord_engine landlord_ai)
  add_dependencies(${_t} landlord_web_profile)
  target_compile_options(${_t} PRIVATE "-fprofile-instr-use=${_profile_arg}"
                         -Wno-profile-instr-out-of-date -Wno-profile-instr-unprofiled)
  # A new profile recompiles them.
  get_target_property(_sources ${_t} SOURCES)
  get_target_property(_dir ${_t} SOURCE_DIR)
  set_source_files_properties(${_sources} DIRECTORY "${_dir}" PROPERTIES OBJECT_DEPENDS "${_profile}")
endforeach()
