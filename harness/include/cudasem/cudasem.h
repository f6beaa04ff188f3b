// SPDX-License-Identifier: Apache-2.0
// Everything a case needs: declaration, checks, observations, resources, probes, kernels.
#pragma once

#include "cudasem/case.h"
#include "cudasem/check.h"
#include "cudasem/child.h"
#include "cudasem/driver.h"
#include "cudasem/observe.h"
#include "cudasem/ordering.h"
#include "cudasem/probe.h"
#include "cudasem/resources.h"
#include "kernels/kernels.h"
