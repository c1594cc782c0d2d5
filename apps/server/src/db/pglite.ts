    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
h    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
h    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
P    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
G    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
T    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
@    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
-    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
q    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
/    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
U    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
v    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
E    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
O    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
Q    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
/    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
j    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
k    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
/    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
-    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
-    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
k    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
j    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
=    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
[    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
O    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
8    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
]    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
v    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
=    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
>    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
N    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
v    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
[    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
O    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
]    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
v    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
=    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
>    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
v    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
[    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
O    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
]    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
v    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
=    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
>    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
v    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
P    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
G    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
|    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
T    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
Q    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
q    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
<    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
R    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
>    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
q    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
k    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
[    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
]    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
=    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
[    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
]    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
=    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
q    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
<    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
R    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
>    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
q    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
C    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
R    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
?    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
?    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
h    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
x    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
q    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
x    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
q    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
/    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
*    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
*    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
*    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
O    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
h    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
P    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
G    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
`    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
/    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
`    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
h    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
`    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
/    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
k    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
`    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
*    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
*    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
/    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
x    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
P    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
P    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
<    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
>    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
k    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
S    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
v    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
=    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
h    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
j    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
k    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
=    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
k    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
h    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
j    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
k    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
`    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
T    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
h    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
$    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
`    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
P    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
G    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
=    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
P    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
G    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
h    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
k    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
h    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
U    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
v    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
E    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
`    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
C    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
h    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
$    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
b    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
D    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
$    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
E    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
m    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
`    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
=    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
d    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
v    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
'    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
q    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
q    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
x    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
x    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
:    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
k    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
=    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
>    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
x    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
=    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
>    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
k    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
x    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
r    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
w    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
p    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
g    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
t    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
.    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
s    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
e    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
f    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
i    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
a    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
y    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
{    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
u    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
n    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
l    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
o    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
c    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
k    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
(    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
)    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
,    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
     async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
;    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
}    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
