# Every compile goes through ccache when it is installed (scripts/setup.sh
# installs it): the native, sanitizer and fuzzing builds, the instrumented
# build that counts the web profile, and the WebAssembly builds (em++ is
# called through it). The cache lives outside the clone, in ccache's own
# directory (~/.cache/ccache, or $CCACHE_DIR), so a new clone on the same
# machine starts warm: CCACHE_BASEDIR is the source tree, which makes the
# absolute paths of one clone's compile commands relative and so the same
# as another clone's. CCACHE_NOHASHDIR lets builds with debug information
# (the fuzzing preset) hit across build directories too; their file names
# are the sources' own. -DLANDLORD_CCACHE=OFF compiles without it.
option(LANDLORD_CCACHE "Compile through ccache when it is installed" ON)
if(LANDLORD_CCACHE)
  find_program(LANDLORD_CCACHE_PROGRAM ccache)
  if(LANDLORD_CCACHE_PROGRAM)
    set(_launcher "${CMAKE_COMMAND}" -E env "CCACHE_BASEDIR=${PROJECT_SOURCE_DIR}" CCACHE_NOHASHDIR=1
                  "${LANDLORD_CCACHE_PROGRAM}")
    set(CMAKE_C_COMPILER_LAUNCHER "${_launcher}")
    set(CMAKE_CXX_COMPILER_LAUNCHER "${_launcher}")
  endif()
endif()
